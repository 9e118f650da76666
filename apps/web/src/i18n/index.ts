import type { Messages } from './locales/en';

export type { MessageKey, Messages } from './locales/en';

import localeConfig from './locales.json';

/** The locales the UI ships (issue 8: en, de, es, pt-BR, ru and a right-to-left one). */
export const locales: readonly string[] = localeConfig.locales;
export const defaultLocale: string = localeConfig.defaultLocale;

/** shell 9: right-to-left layout for ar, he, fa and ur only. */
export const isRtl = (locale: string) =>
  ['ar', 'he', 'fa', 'ur'].includes(locale.split('-')[0] ?? '');

/**
 * The catalogue of one locale, loaded on the server only: a page sends its own locale's
 * messages in its props, so no catalogue is bundled into the browser's JavaScript.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  switch (locale) {
    case 'de':
      return (await import('./locales/de')).de;
    case 'es':
      return (await import('./locales/es')).es;
    case 'pt-BR':
      return (await import('./locales/pt-BR')).ptBR;
    case 'ru':
      return (await import('./locales/ru')).ru;
    case 'ar':
      return (await import('./locales/ar')).ar;
    default:
      return (await import('./locales/en')).en;
  }
}
