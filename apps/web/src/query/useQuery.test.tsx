import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type QueryClient } from './query-client';
import { QueryProvider } from './QueryProvider';
import { useQuery, type UseQueryOptions } from './useQuery';

function Odds({ options, onRender }: { options: UseQueryOptions<string>; onRender?: () => void }) {
  onRender?.();
  const q = useQuery(options);
  return (
    <p>
      {q.isPending ? 'loading' : q.isError ? 'failed' : q.data}
      {q.isError && <button onClick={() => void q.refetch()}>retry</button>}
    </p>
  );
}

function show(client: QueryClient, ui: React.ReactNode, state = client.dehydrate()) {
  return render(
    <QueryProvider client={client} state={state}>
      {ui}
    </QueryProvider>,
  );
}

const settle = () => act(async () => {});

afterEach(cleanup);

describe('useQuery', () => {
  it("shows the server's data at once and does not ask again while it is fresh", async () => {
    const server = createQueryClient();
    server.setQueryData(['odds'], '1.85');
    const queryFn = vi.fn(async () => '1.90');
    show(
      createQueryClient({ staleTime: 30_000 }),
      <Odds options={{ queryKey: ['odds'], queryFn }} />,
      server.dehydrate(),
    );
    expect(screen.getByText('1.85')).toBeTruthy();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('fetches what the page did not bring, and offers a retry when it fails', async () => {
    const client = createQueryClient({ retry: 0 });
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('2.10');
    show(client, <Odds options={{ queryKey: ['odds'], queryFn }} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await settle();
    expect(screen.getByText('failed')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(screen.getByText('2.10')).toBeTruthy();
  });

  it('does not fetch when disabled, and shows what the cache is given', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'x');
    show(client, <Odds options={{ queryKey: ['odds'], queryFn, enabled: false }} />);
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    act(() => client.setQueryData(['odds'], '3.00'));
    expect(screen.getByText('3.00')).toBeTruthy();
  });

  it('re-renders when its own data changes, not for other queries or equal data', async () => {
    const client = createQueryClient({ staleTime: Infinity });
    client.setQueryData(['a'], 'A');
    client.setQueryData(['b'], { odds: 'B' });
    const renders = vi.fn();
    show(
      client,
      <Odds options={{ queryKey: ['a'], queryFn: async () => 'A' }} onRender={renders} />,
    );
    const before = renders.mock.calls.length;
    act(() => client.setQueryData(['b'], { odds: 'B2' }));
    act(() => client.setQueryData(['a'], 'A'));
    expect(renders).toHaveBeenCalledTimes(before);
    act(() => client.setQueryData(['a'], 'A2'));
    expect(screen.getByText('A2')).toBeTruthy();
    expect(renders).toHaveBeenCalledTimes(before + 1);
  });

  it('asks again on its interval and when invalidated, with the query function on screen', async () => {
    vi.useFakeTimers();
    try {
      const server = createQueryClient();
      server.setQueryData(['clock'], 'v0');
      let n = 0;
      const queryFn = vi.fn(async () => `v${++n}`);
      show(
        createQueryClient({ staleTime: 60_000 }),
        <Odds options={{ queryKey: ['clock'], queryFn, refetchInterval: 30_000 }} />,
        server.dehydrate(),
      );
      expect(screen.getByText('v0')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(screen.getByText('v1')).toBeTruthy();
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an invalidated query on screen is fetched again, even one the server filled', async () => {
    const server = createQueryClient();
    server.setQueryData(['list', 'en', { live: true }], 'old');
    const client = createQueryClient({ staleTime: 60_000 });
    const queryFn = vi.fn(async () => 'new');
    show(
      client,
      <Odds options={{ queryKey: ['list', 'en', { live: true }], queryFn }} />,
      server.dehydrate(),
    );
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    await act(() => client.invalidateQueries({ queryKey: ['list', 'en'] }));
    expect(screen.getByText('new')).toBeTruthy();
  });
});
