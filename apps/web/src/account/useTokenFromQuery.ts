import { useRouter } from 'next/router';
import { useEffect } from 'react';

/**
 * shell 2.4, 2.5: a token from a mailed link is read once (the page got it with its props)
 * and then removed from the address bar, so it is not shared, bookmarked or sent as a referrer.
 */
export function useRemoveQueryParam(name: string): void {
  const router = useRouter();
  useEffect(() => {
    if (!router.isReady || router.query[name] === undefined) return;
    const url = new URL(router.asPath, window.location.origin);
    url.searchParams.delete(name);
    void router.replace(`${url.pathname}${url.search}`, undefined, {
      shallow: true,
      scroll: false,
    });
  }, [router, name]);
}
