import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { locales } from './index';
import { loadMessages } from './load-messages';
import type { Messages } from './locales/en';
import { createTranslator } from './translator';

/** i18next set up as the catalogues are written for: flat keys, no escaping (React escapes). */
function reference(locale: string, messages: Record<string, string>) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18n;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1] as string);

// Any value a page passes: text (with the characters a replacement pattern would misread),
// numbers, or nothing at all.
const value = fc.oneof(
  fc.string(),
  fc.constantFrom('$&', "$'", '$1', '{{name}}'),
  fc.integer(),
  fc.double({ noNaN: true }),
);

describe('translator: i18next formatting of the catalogues (issue 8 translations)', () => {
  it('formats every string of every locale exactly as i18next does', async () => {
    for (const locale of locales) {
      const messages = await loadMessages(locale);
      const ours = createTranslator(locale, messages);
      const theirs = reference(locale, messages);
      for (const [key, text] of Object.entries(messages)) {
        const names = placeholders(text);
        expect(ours.text(key), `${locale} ${key}`).toBe(theirs.t(key));
        fc.assert(
          fc.property(
            fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] }),
            (drawn) => {
              // Keys left out are absent, never undefined.
              const values = drawn as Record<string, string | number>;
              expect(ours.text(key, values)).toBe(theirs.t(key, values));
            },
          ),
          { numRuns: 20 },
        );
      }
    }
    // Some 2,000 strings with twenty draws each: over a second alone, more on a busy machine.
  }, 60_000);

  it('picks the plural form i18next picks for a count, in every locale', () => {
    const catalogue = {
      bets: '{{count}} bets',
      bets_zero: 'no bets',
      bets_one: 'one bet',
      bets_two: 'two bets',
      bets_few: '{{count}} bets (few)',
      bets_many: '{{count}} bets (many)',
      bets_other: '{{count}} bets (other)',
      only_one: 'just one',
      only: '{{count}} of them',
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.oneof(fc.nat(200), fc.double({ min: 0, max: 50, noNaN: true })),
        fc.constantFrom('bets', 'only'),
        (locale, count, key) => {
          const ours = createTranslator(locale, catalogue as unknown as Messages);
          expect(ours.text(key, { count })).toBe(reference(locale, catalogue).t(key, { count }));
        },
      ),
    );
  });

  it('answers a missing key with the key, and knows which keys it has', async () => {
    const ours = createTranslator('en', await loadMessages('en'));
    expect(ours.text('error.not.in.catalogue')).toBe('error.not.in.catalogue');
    expect(ours.has('error.not.in.catalogue')).toBe(false);
    expect(ours.has('ticket.empty')).toBe(true);
    expect(ours.t('ticket.empty')).toMatch(/bet slip is empty/);
  });
});
