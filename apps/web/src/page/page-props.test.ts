import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellStaticPage } from './page-props';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shellStaticPage (the home page, regenerated in the background)', () => {
  it('renders again only once the visitor who found the page stale has loaded it', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ data: [] }), { status: 200 });
      }),
    );
    const getStaticProps = shellStaticPage(async () => ({}), {});

    // The first render in a process replaces the build's page, which has no data: at once.
    await getStaticProps({ locale: 'de', revalidateReason: 'stale' });
    expect(asked.length).toBeGreaterThan(0);

    asked.length = 0;
    const again = getStaticProps({ locale: 'de', revalidateReason: 'stale' });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    const result = await again;
    expect(asked.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ revalidate: 1, props: { locale: 'de' } });
  });
});
