import { resolveLocale } from '@sb/domain';
import type { Messages } from './locales/en';

export type { MessageKey, Messages } from './locales/en';

import localeConfig from './locales.json';

/**
 * The locales the UI ships, as the URL spells them (issue 8: en, de, es, pt-BR, ru and a
 * right-to-left one; issue 26: pl, fr, lv, kz, ru-KZ, en-IE, el). Kazakh is `kz` in the URL, for
 * the router, the platform and the API, and `kk` for Intl and its catalogue (`intlLocale`).
 */
export const locales: readonly string[] = localeConfig.locales;
export const defaultLocale: string = localeConfig.defaultLocale;

/** The language switcher's label of each locale, in its own language (shell 2.2). */
export const languageNames: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  ar: 'العربية',
  pl: 'Polski',
  fr: 'Français',
  lv: 'Latviešu',
  kz: 'Қазақша',
  'ru-KZ': 'Русский (Казахстан)',
  'en-IE': 'English (Ireland)',
  el: 'Ελληνικά',
};

/** shell 9: right-to-left layout for ar, he, fa and ur only. */
export const isRtl = (locale: string) =>
  ['ar', 'he', 'fa', 'ur'].includes(locale.split('-')[0] ?? '');

/**
 * Each catalogue by its language tag, loaded on demand: a page sends its own locale's messages
 * in its props, so no catalogue is bundled into the browser's JavaScript.
 */
const catalogues: Record<string, () => Promise<Messages>> = {
  en: async () => (await import('./locales/en')).en,
  de: async () => (await import('./locales/de')).de,
  es: async () => (await import('./locales/es')).es,
  'pt-BR': async () => (await import('./locales/pt-BR')).ptBR,
  ru: async () => (await import('./locales/ru')).ru,
  ar: async () => (await import('./locales/ar')).ar,
  pl: async () => (await import('./locales/pl')).pl,
  fr: async () => (await import('./locales/fr')).fr,
  lv: async () => (await import('./locales/lv')).lv,
  kk: async () => (await import('./locales/kk')).kk,
  'ru-KZ': async () => (await import('./locales/ru-KZ')).ruKZ,
  'en-IE': async () => (await import('./locales/en-IE')).enIE,
  el: async () => (await import('./locales/el')).el,
};

/** The catalogue a locale reads, by the rules of shell 9 (`kz` -> kk, `fr-CA` -> fr, else en). */
export const catalogueLocale = (locale: string) =>
  resolveLocale(locale, Object.keys(catalogues), defaultLocale);

/** The catalogue of one locale, loaded on the server only. */
export async function loadMessages(locale: string): Promise<Messages> {
  return catalogues[catalogueLocale(locale)]!();
}
