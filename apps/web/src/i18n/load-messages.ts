import { resolveLocale } from '@sb/domain';
import type { Messages } from './locales/en';
import { defaultLocale } from './index';

// Server side only (page props): kept out of i18n/index.ts, which the browser imports, so the
// browser's first load carries no loader of the 13 catalogues (issue 8 first-load budget).

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
