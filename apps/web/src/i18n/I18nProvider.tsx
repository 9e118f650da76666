import { createContext, useMemo, type ReactNode } from 'react';
import type { Messages } from './locales/en';
import { createTranslator, type Translator } from './translator';

export const TranslatorContext = createContext<Translator>(createTranslator('en', {} as Messages));

/** The page's translator, made once per locale and catalogue (a page's props carry both). */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: ReactNode;
}) {
  const translator = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}
