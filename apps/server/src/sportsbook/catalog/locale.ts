import type { LocalizedNames } from './schema';

/** The requested locale from the sportsbook language header (domain 7; br means pt-BR). */
export function requestLocale(header: string | string[] | undefined): string {
  const raw = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim();
  if (!raw) return 'en';
  return raw.toLowerCase() === 'br' ? 'pt-BR' : raw;
}

/** A name in the caller's language where a translation exists, else the default name. */
export function localizedName(name: string, names: LocalizedNames, locale: string): string {
  return names[locale] ?? names[locale.split('-')[0] ?? ''] ?? name;
}
