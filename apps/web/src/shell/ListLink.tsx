import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link for long lists (rows and cards of matches): the client-side navigation of next/link,
 * in the page's locale, without its per-link machinery (prefetch observer, merged refs, memos),
 * which costs hundreds of hooks to hydrate on a home page of forty rows (issue 8 TBT). It never
 * prefetches: a list links to more pages than a visitor opens.
 */
export function ListLink({ href, onClick, ...rest }: Props) {
  const router = useRouter();
  const prefix = router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : '';
  return (
    <a
      {...rest}
      href={prefix && href === '/' ? prefix : prefix + href}
      onClick={(e) => {
        onClick?.(e);
        // A new tab, a download or a handled click stay the browser's.
        if (
          e.defaultPrevented ||
          e.button !== 0 ||
          e.metaKey ||
          e.ctrlKey ||
          e.shiftKey ||
          e.altKey
        )
          return;
        e.preventDefault();
        void router.push(href);
      }}
    />
  );
}
