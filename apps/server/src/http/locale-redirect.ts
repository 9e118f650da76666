import { localizedPath, splitLocalePath, UI_LOCALES } from '@sb/domain';

/**
 * shell 2.2: with the project setting "locale in URL required", a page asked for without its
 * locale segment moves to the default locale's address ("/live" -> "/en/live"). Next's own
 * files and the public folder's (a name with an extension: favicon.ico, robots.txt) are not
 * pages. Null: serve it as it is.
 */
export function localeRedirect(url: string | undefined, required: boolean): string | null {
  if (!required) return null;
  const path = url || '/';
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (pathname.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(pathname)) return null;
  if (splitLocalePath(path, UI_LOCALES).locale) return null;
  const defaultLocale = UI_LOCALES[0];
  return localizedPath(path, defaultLocale, { defaultLocale, localeInUrlRequired: true });
}
