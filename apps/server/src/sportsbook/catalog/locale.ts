import { baseLanguage, intlLocale, UI_LOCALES } from '@sb/domain';
import type { LocalizedNames } from './schema';

/** The requested locale from the sportsbook language header (domain 7; br means pt-BR). */
export function requestLocale(header: string | string[] | undefined): string {
  const raw = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim();
  if (!raw) return 'en';
  return raw.toLowerCase() === 'br' ? 'pt-BR' : raw;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A name in the caller's language where a translation exists, else the default name. Tries the
 * exact locale, then the same language through shell 9's aliases (the site's `kz` finds a `kk`
 * name and `kk` a `kz` one), then any translation of the same base language (`pt` finds `pt-BR`,
 * `ru-KZ` finds `ru`).
 */
export function localizedName(name: string, names: LocalizedNames, locale: string): string {
  const keys = Object.keys(names).filter((k) => names[k]);
  const language = intlLocale(locale);
  const base = baseLanguage(language);
  const key =
    keys.find((k) => same(k, locale)) ??
    keys.find((k) => same(intlLocale(k), language)) ??
    keys.find((k) => same(intlLocale(k), base)) ??
    keys.find((k) => baseLanguage(intlLocale(k)) === base);
  return key ? (names[key] ?? name) : name;
}

/**
 * The locales the catalog publishes in: the UI's (shell 2.2, 2.6), as the URL and the language
 * header spell them (Kazakh `kz`); each has its public channels, `pt-BR` travelling as `pt`.
 */
export const CATALOG_LOCALES = UI_LOCALES;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
