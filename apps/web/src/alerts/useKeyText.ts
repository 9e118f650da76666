import { useT } from '../i18n/useT';

/**
 * Text for a key that arrives as data (an API error key, a slip alert): the catalogue's text
 * when it has one, else the fallback key's, so a player never reads a raw key.
 */
export function useKeyText() {
  const { has, text } = useT();
  return (
    key: string,
    params?: Record<string, string | number>,
    fallback = 'error.default.title',
  ) => text(has(key) ? key : fallback, params);
}
