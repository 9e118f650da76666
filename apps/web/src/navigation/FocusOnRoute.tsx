import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';

// Issue 26 (WCAG 2.4.3): after a client-side navigation focus was left on the link that was
// clicked, or on the body once it left the page, and the new page began nowhere. The new page's
// main heading takes focus (Next's own route announcer reads its title), so a keyboard or
// screen-reader user starts at the top of what they asked for. A change of the query only (a
// tab, a filter, a page of a list) keeps the focus where it is.

/** Focuses the main heading of the page (`#main h1`), or the main region without one. */
export function focusMainHeading(doc: Document = document): HTMLElement | null {
  const target =
    doc.querySelector<HTMLElement>('#main h1') ?? doc.querySelector<HTMLElement>('#main');
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
  return target;
}

export function FocusOnRoute() {
  const router = useRouter();
  const path = useRef<string | null>(null);
  useEffect(() => {
    const pathOf = (url: string) => url.split(/[?#]/)[0] ?? url;
    path.current ??= pathOf(router.asPath ?? '/');
    const done = (url: string, options?: { shallow?: boolean }) => {
      const next = pathOf(url);
      const moved = next !== path.current;
      path.current = next;
      if (options?.shallow || !moved) return;
      // After the new page has rendered.
      requestAnimationFrame(() => focusMainHeading());
    };
    router.events.on('routeChangeComplete', done);
    return () => router.events.off('routeChangeComplete', done);
  }, [router.events, router.asPath]);
  return null;
}
