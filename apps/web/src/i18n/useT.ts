import { useContext } from 'react';
import { TranslatorContext } from './I18nProvider';
import type { Translator } from './translator';

export type { Translator } from './translator';

/**
 * The page's translator, read straight from context: no state or effects per caller (hundreds
 * of odds buttons on a list page hydrate at once). The locale only changes with the provider's
 * translator, which re-renders every reader anyway.
 */
export function useT(): Translator {
  return useContext(TranslatorContext);
}
