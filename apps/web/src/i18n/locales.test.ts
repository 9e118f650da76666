import { baseLanguage, intlLocale, UI_LOCALES } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config.mjs';
import { ERROR_PAGE_LOCALES } from './error-locale';
import { en, type MessageKey } from './locales/en';
import { defaultLocale, isRtl, languageNames, locales } from './index';
import { catalogueLocale, loadMessages } from './load-messages';

/** The `{{name}}` placeholders of a text, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!).sort();

/** The words of a text outside its placeholders (a word: two letters or more). */
const words = (text: string) =>
  text.replace(/\{\{[^{}]*\}\}/g, ' ').match(/\p{L}[\p{L}-]+/gu) ?? [];

/**
 * Texts a translation may leave exactly as in English. A text with no word at all (`1`, `X`,
 * `{{n}} s`, `{{sport}}: {{country}}`) needs no entry. Otherwise only:
 * - in every language: the brand, `OK`, Hong Kong (a place's name) and the British names of the
 *   full-cover system bets (Trixie, Yankee, Heinz…), which bookmakers print untranslated
 *   everywhere;
 * - per language, words spelled the same in that language (fr `Sports`, `Promotions`; es
 *   `Total`, `Final`) or the loanwords its bookmakers use (`Live`, `Set`, `Tie-break`), and the
 *   cricket terms these languages have no word of their own for (`Innings`, `Wicket`). A text
 *   identical to English passes when every word of it is on its language's list.
 * - `Jackpot` (issue 21) in German, French, Polish and Portuguese, whose bookmakers print the
 *   loanword (Spanish says `Bote`; the Cyrillic, Greek, Latvian and Arabic texts transliterate).
 */
const SAME_EVERYWHERE: readonly MessageKey[] = [
  'site.name',
  'common.ok',
  'odds_type.hongkong',
  'slip.system.trixie',
  'slip.system.patent',
  'slip.system.yankee',
  'slip.system.lucky_15',
  'slip.system.canadian',
  'slip.system.lucky_31',
  'slip.system.heinz',
  'slip.system.lucky_63',
  'slip.system.super_heinz',
  'slip.system.goliath',
];
const SAME_WORDS: Readonly<Record<string, string>> = {
  de: 'Live LIVE System Code Link Top vs Map Team Cookies Innings Wicket Jackpot',
  es: 'Decimal Esports vs Total Set Pen Final Tie-break Cookies Wicket',
  pt: 'Menu Decimal E-mail Link Total Set Final Tie-break Cookies Wicket Jackpot',
  fr: 'Live LIVE Sports Sport Promotions Notifications Suggestions Menu E-mail Code Total Set Tie-break Possession Corner Corners Minutes Cookies Jackpot',
  pl: 'LIVE Menu E-mail System Link Set Tie-break Innings Jackpot',
  ru: 'Live LIVE',
};
const mayStayEnglish = (language: string, key: MessageKey, text: string) =>
  SAME_EVERYWHERE.includes(key) ||
  words(text).every((w) => SAME_WORDS[language]?.split(' ').includes(w));

describe('locales (shell 2.2, 9)', () => {
  it('routes exactly the locales the UI ships, the first one being the default', () => {
    expect(nextConfig.i18n?.locales).toEqual(locales);
    // The server's list (site config, catalog channels) is the same.
    expect(locales).toEqual(UI_LOCALES);
    expect(nextConfig.i18n?.defaultLocale).toBe(defaultLocale);
    expect(locales[0]).toBe(defaultLocale);
  });

  it('ships the 13 locales of issue 26, Kazakh as kz in the URL', () => {
    expect([...locales].sort()).toEqual(
      [
        'en',
        'de',
        'es',
        'pt-BR',
        'ru',
        'ar',
        'pl',
        'fr',
        'lv',
        'kz',
        'ru-KZ',
        'en-IE',
        'el',
      ].sort(),
    );
  });

  it('renders error pages in URL locales only (shell 2.6)', () => {
    for (const locale of ERROR_PAGE_LOCALES) expect(locales, locale).toContain(locale);
  });

  it('gives Intl a language it knows for every locale: kk where the URL says kz', () => {
    expect(intlLocale('kz')).toBe('kk');
    for (const locale of locales) {
      const tag = intlLocale(locale);
      expect(Intl.NumberFormat.supportedLocalesOf(tag), locale).toEqual([tag]);
    }
    expect(new Intl.DateTimeFormat(intlLocale('en-IE')).resolvedOptions().locale).toBe('en-IE');
  });

  it('labels every locale in the language switcher', () => {
    for (const locale of locales) expect(languageNames[locale], locale).toBeTruthy();
  });

  it('reads each locale from its own catalogue, resolving others by shell 9', async () => {
    expect(catalogueLocale('kz')).toBe('kk');
    expect(catalogueLocale('kk')).toBe('kk');
    expect(catalogueLocale('ru-KZ')).toBe('ru-KZ');
    expect(catalogueLocale('en-IE')).toBe('en-IE');
    expect(catalogueLocale('fr-CA')).toBe('fr');
    expect(catalogueLocale('pt')).toBe('pt-BR');
    expect(catalogueLocale('xx')).toBe('en');
    // Every locale but the default has a catalogue of its own, not English's.
    const catalogues = await Promise.all(locales.map(loadMessages));
    expect(new Set(catalogues).size).toBe(locales.length);
    expect(await loadMessages('kz')).toBe(await loadMessages('kk'));
  });
});

describe('catalogues are complete (issue 26)', () => {
  it.each(locales)('%s has every key of en, none empty', async (locale) => {
    const messages = await loadMessages(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });

  it.each(locales)('%s keeps the placeholders of en, and adds none', async (locale) => {
    const messages = await loadMessages(locale);
    for (const key of Object.keys(en) as MessageKey[])
      expect(placeholders(messages[key]), key).toEqual(placeholders(en[key]));
  });

  it.each(locales.filter((l) => baseLanguage(intlLocale(l)) !== 'en'))(
    '%s leaves no text in English but names and shared words',
    async (locale) => {
      const messages = await loadMessages(locale);
      const language = baseLanguage(intlLocale(locale));
      const untranslated = (Object.keys(en) as MessageKey[]).filter(
        (key) => messages[key] === en[key] && !mayStayEnglish(language, key, en[key]),
      );
      expect(untranslated).toEqual([]);
    },
  );
});

it('lays out right to left for ar, he, fa and ur only', () => {
  expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].every(isRtl)).toBe(true);
  expect(['en', 'de', 'pt-BR', 'ru', ...locales.filter((l) => l !== 'ar')].some(isRtl)).toBe(false);
});
