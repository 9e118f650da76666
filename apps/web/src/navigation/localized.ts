import { createContext, useContext } from 'react';
import { useRouter } from 'next/router';
import { localizedPath } from '@sb/domain';

/** shell 2.2: the project setting "locale in URL required" (site config; Layout provides it). */
export const LocaleInUrl = createContext(false);

type Options = { scroll?: boolean; shallow?: boolean };

/**
 * The site's addresses in the page's locale (shell 2.2, the rule in @sb/domain locale-path):
 * `href` for a link, `push` to go there, `pathIn` for another locale. Next drops the default locale's segment from the paths
 * it is given; these keep it when settings require it (the server redirects the rest).
 */
export function useLocalized() {
  const router = useRouter();
  const required = useContext(LocaleInUrl);
  const defaultLocale = router.defaultLocale ?? 'en';
  const pathIn = (locale: string, path: string) =>
    localizedPath(path, locale, { defaultLocale, localeInUrlRequired: required });
  const href = (path: string) => pathIn(router.locale ?? defaultLocale, path);
  return {
    href,
    /** The same page under another locale (the language switch). */
    pathIn,
    push: (path: string, options: Options = {}) =>
      router.push(href(path), undefined, { ...options, locale: false }),
  };
}
