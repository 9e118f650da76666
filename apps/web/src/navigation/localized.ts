import { createContext, useContext } from 'react';
import { useRouter } from 'next/router';
import { localizedPath } from '@sb/domain';

/** shell 2.2: the project setting "locale in URL required" (site config; Layout provides it). */
export const LocaleInUrl = createContext(false);

type Options = { scroll?: boolean; shallow?: boolean };

/**
 * The site's addresses in the page's locale (shell 2.2, the rule in @sb/domain locale-path):
 * `href` for a link, `push` to go there. Next drops the default locale's segment from the paths
 * it is given; these keep it when settings require it (the server redirects the rest).
 */
export function useLocalized() {
  const router = useRouter();
  const required = useContext(LocaleInUrl);
  const defaultLocale = router.defaultLocale ?? 'en';
  const href = (path: string) =>
    localizedPath(path, router.locale ?? defaultLocale, {
      defaultLocale,
      localeInUrlRequired: required,
    });
  return {
    href,
    push: (path: string, options: Options = {}) =>
      router.push(href(path), undefined, { ...options, locale: false }),
  };
}
