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
