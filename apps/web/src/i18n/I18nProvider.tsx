import i18next, { type i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Messages } from './locales/en';

function createI18n(locale: string, messages: Messages): I18n {
  const instance = i18next.createInstance();
  // Components read the instance from the provider's context (useT), not react-i18next's hooks.
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    // The spec's keys are flat dotted strings (error.place_bets.invalid_odds), not paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
