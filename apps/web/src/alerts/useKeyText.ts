import { useTranslation } from 'react-i18next';

/**
 * Text for a key that arrives as data (an API error key, a slip alert): the catalogue's text
 * when it has one, else the fallback key's, so a player never reads a raw key.
 */
export function useKeyText() {
  const { t, i18n } = useTranslation();
  return (
    key: string,
    params?: Record<string, string | number>,
    fallback = 'error.default.title',
  ) => t(i18n.exists(key) ? key : fallback, params ?? {});
}
