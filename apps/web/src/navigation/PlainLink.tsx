import type { AnchorHTMLAttributes } from 'react';
import { useLocalized } from './localized';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** false: stay where the page is scrolled (a tab or filter of the same list). */
  scroll?: boolean;
};

/**
 * The site's link: the client-side navigation of next/link, in the page's locale, without its
 * per-link machinery (href resolution through the rewrites, a prefetch observer, merged refs),
 * which cost a fifth of the home page's hydration and a burst of prefetched chunks after it
 * (issue 8 TBT). It never prefetches: the pages share their chunks, and a page links to far more
 * pages than a visitor opens.
 */
export function PlainLink({ href, onClick, scroll = true, ...rest }: Props) {
  const to = useLocalized();
  return (
    <a
      {...rest}
      href={to.href(href)}
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
        void to.push(href, { scroll });
      }}
    />
  );
}
