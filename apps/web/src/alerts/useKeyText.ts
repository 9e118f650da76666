import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * Text for a key that arrives as data (an API error key, a slip alert): the catalogue's text
 * when it has one, else the fallback key's, so a player never reads a raw key.
 */
export function useKeyText() {
  const { i18n } = useContext(I18nContext);
  return (
    key: string,
    params?: Record<string, string | number>,
    fallback = 'error.default.title',
  ) => i18n.t(i18n.exists(key) ? key : fallback, params ?? {});
}
