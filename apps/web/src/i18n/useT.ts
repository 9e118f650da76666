import { useTranslation } from 'react-i18next';
import type { MessageKey } from './locales/en';

/** `t` restricted to the keys of the catalogue, so a missing key fails the typecheck. */
export function useT() {
  const { t, i18n } = useTranslation();
  return {
    t: (key: MessageKey, values?: Record<string, string | number>) => t(key, values ?? {}),
    locale: i18n.language,
  };
}
