import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';

// Issue 26 (WCAG 2.4.3): after a client-side navigation focus was left on the link that was
// clicked, or on the body once it left the page, and the new page began nowhere. The new page's
// main heading takes focus (Next's own route announcer reads its title), so a keyboard or
// screen-reader user starts at the top of what they asked for. A change of the query only (a
// tab, a filter, a page of a list) keeps the focus where it is.

function focus(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

/**
 * Focuses the main heading of the page (`#main h1`), or the main region without one. A page
 * still loading its data draws its heading later: focus waits on the main region, and moves to
 * the heading when it comes (within `waitMs`) unless the player has moved on meanwhile.
 */
export function focusMainHeading(doc: Document = document, waitMs = 5000): HTMLElement | null {
  const heading = doc.querySelector<HTMLElement>('#main h1');
  const main = doc.querySelector<HTMLElement>('#main');
  const target = heading ?? main;
  if (!target) return null;
  focus(target);
  if (heading || !main) return target;
  const observer = new MutationObserver(() => {
    const late = main.querySelector<HTMLElement>('h1');
    if (!late) return;
    observer.disconnect();
    if (doc.activeElement === main) focus(late);
  });
  observer.observe(main, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), waitMs);
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
