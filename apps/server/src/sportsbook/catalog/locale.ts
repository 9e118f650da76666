import { UI_LOCALES } from '@sb/domain';
import type { LocalizedNames } from './schema';

/** The requested locale from the sportsbook language header (domain 7; br means pt-BR). */
export function requestLocale(header: string | string[] | undefined): string {
  const raw = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim();
  if (!raw) return 'en';
  return raw.toLowerCase() === 'br' ? 'pt-BR' : raw;
}

/**
 * A name in the caller's language where a translation exists, else the default name. Tries the
 * exact locale, then any translation of the same base language (`pt` finds `pt-BR`).
 */
export function localizedName(name: string, names: LocalizedNames, locale: string): string {
  const exact = names[locale];
  if (exact) return exact;
  const base = locale.split('-')[0]?.toLowerCase() ?? '';
  if (names[base]) return names[base];
  for (const [key, value] of Object.entries(names)) {
    if (key.split('-')[0]?.toLowerCase() === base) return value;
  }
  return name;
}

/**
 * The locales the catalog publishes in: the UI's (shell 2.2, 2.6), as the URL and the language
 * header spell them (Kazakh `kz`); each has its public channels, `pt-BR` travelling as `pt`.
 */
export const CATALOG_LOCALES = UI_LOCALES;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
