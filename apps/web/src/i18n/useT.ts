import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { MessageKey } from './locales/en';

export interface Translator {
  /** `t` restricted to the keys of the catalogue, so a missing key fails the typecheck. */
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  locale: string;
}

const translators = new WeakMap<I18n, Translator>();

/**
 * The page's translator. Read straight from the provider's context rather than through
 * react-i18next's useTranslation, which sets up state and effects in every component that
 * calls it (hundreds of odds buttons on a list page, all hydrated at once). The locale only
 * changes with the provider's instance, which re-renders every reader anyway.
 */
export function useT(): Translator {
  const { i18n } = useContext(I18nContext);
  let translator = translators.get(i18n);
  if (!translator) {
    translator = {
      t: (key, values) => i18n.t(key, values ?? {}),
      locale: i18n.language,
    };
    translators.set(i18n, translator);
  }
  return translator;
}
