/** shell 2.6: error and not-found pages are rendered only in these locales; others get English. */
export const ERROR_PAGE_LOCALES = [
  'en',
  'de',
  'es',
  'pt-BR',
  'pl',
  'fr',
  'lv',
  'kz',
  'ru-KZ',
  'en-IE',
  'el',
];

export const errorPageLocale = (locale: string) =>
  ERROR_PAGE_LOCALES.includes(locale) ? locale : 'en';
