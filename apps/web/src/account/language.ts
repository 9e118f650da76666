import { showGenericError } from '../alerts/alerts';
import { storeLocale } from './session';

/** The same page under another locale's prefix (shell 2.2: the default locale has none). */
export function pathInLocale(asPath: string, locale: string, defaultLocale: string): string {
  const path = asPath.startsWith('/') ? asPath : `/${asPath}`;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * shell 2.2: changing language first updates the player locale on the platform, then reloads
 * the page under the new prefix, only if the stored locale is the one asked for; a failure
 * shows the global error alert.
 */
export async function changeLanguage(
  locale: string,
  asPath: string,
  defaultLocale: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    if (!(await storeLocale(locale))) throw new Error(`locale ${locale} not stored`);
  } catch {
    showGenericError();
    return;
  }
  navigate(pathInLocale(asPath, locale, defaultLocale));
}
