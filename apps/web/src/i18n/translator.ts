import { intlLocale } from '@sb/domain';
import type { MessageKey, Messages } from './locales/en';

export type TranslationValues = Record<string, string | number>;

export interface Translator {
  /** `t` restricted to the keys of the catalogue, so a missing key fails the typecheck. */
  t: (key: MessageKey, values?: TranslationValues) => string;
  /** Whether the catalogue has a key that arrives as data (an API error key). */
  has: (key: string) => boolean;
  /** `t` for a key known only at run time: the key itself when the catalogue lacks it. */
  text: (key: string, values?: TranslationValues) => string;
  locale: string;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * The catalogues are i18next's (flat keys, `{{name}}` interpolation, `_one`/`_other` plural
 * suffixes on `count`), and i18next formats them on the same rules: translator.test.ts checks
 * every string of every locale against i18next itself. The browser gets this ~1 kB subset
 * instead of i18next's 15 kB, which the first-load budget of issue 8 (< 150 kB) cannot carry.
 */
export function createTranslator(locale: string, messages: Messages): Translator {
  const catalogue = messages as Record<string, string>;
  const plurals = new Intl.PluralRules(intlLocale(locale));
  const text = (key: string, values?: TranslationValues) => {
    let message = catalogue[key];
    const count = values?.count;
    if (typeof count === 'number') {
      const suffixed =
        (count === 0 ? catalogue[`${key}_zero`] : undefined) ??
        catalogue[`${key}_${plurals.select(count)}`];
      message = suffixed ?? message;
    }
    if (message === undefined) return key;
    if (!values) return message;
    // A value not given leaves its placeholder, as i18next does.
    return message.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name] ?? '') : whole,
    );
  };
  return {
    t: text,
    text,
    has: (key) => Object.hasOwn(catalogue, key),
    locale,
  };
}
