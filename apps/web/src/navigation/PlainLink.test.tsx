import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleInUrl } from './localized';
import { PlainLink } from './PlainLink';

function withRouter(locale: string, localeInUrl = false) {
  const push = vi.fn(async () => true);
  const router = {
    locale,
    defaultLocale: 'en',
    push,
  } as unknown as NextRouter;
  render(
    <RouterContext.Provider value={router}>
      <LocaleInUrl.Provider value={localeInUrl}>
        <PlainLink href="/soccer/a-b-1">A – B</PlainLink>
        <PlainLink href="/">Home</PlainLink>
        <PlainLink href="/?tab=all">All</PlainLink>
      </LocaleInUrl.Provider>
    </RouterContext.Provider>,
  );
  return push;
}

afterEach(cleanup);

describe('PlainLink', () => {
  it("points at the page in the visitor's locale, the default one without a prefix", () => {
    withRouter('de');
    expect(screen.getByText('A – B').getAttribute('href')).toBe('/de/soccer/a-b-1');
    expect(screen.getByText('Home').getAttribute('href')).toBe('/de');
    expect(screen.getByText('All').getAttribute('href')).toBe('/de?tab=all');
  });

  it('navigates in the page on a plain click and leaves modified clicks to the browser', () => {
    const push = withRouter('en');
    const link = screen.getByText('A – B');
    expect(link.getAttribute('href')).toBe('/soccer/a-b-1');
    fireEvent.click(link, { ctrlKey: true });
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(push).toHaveBeenCalledWith('/soccer/a-b-1', undefined, { scroll: true, locale: false });
  });

  it('keeps the default locale in the address when settings require it (shell 2.2)', () => {
    const push = withRouter('en', true);
    expect(screen.getByText('A – B').getAttribute('href')).toBe('/en/soccer/a-b-1');
    expect(screen.getByText('Home').getAttribute('href')).toBe('/en');
    expect(screen.getByText('All').getAttribute('href')).toBe('/en?tab=all');
    fireEvent.click(screen.getByText('A – B'));
    // Next would drop the default locale's segment: the path goes as it is (locale: false).
    expect(push).toHaveBeenCalledWith('/en/soccer/a-b-1', undefined, {
      scroll: true,
      locale: false,
    });
  });
});
