import { showGenericError } from '../alerts/alerts';
import { storeLocale } from './session';

/**
 * shell 2.2: changing language first updates the player locale on the platform, then reloads
 * the page under the new prefix, only if the stored locale is the one asked for; a failure
 * shows the global error alert.
 */
export async function changeLanguage(
  locale: string,
  /** The page under the new locale's prefix (useLocalized().pathIn). */
  url: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  try {
    if (!(await storeLocale(locale))) throw new Error(`locale ${locale} not stored`);
  } catch {
    showGenericError();
    return;
  }
  navigate(url);
}
