import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@sb/contract';
import { locales } from './index';
import { loadMessages } from './load-messages';

// issue 18: every error key the server can answer (declared once, in the contract) reads as a
// sentence in every locale the web app ships, never as the bare key.
describe('texts of the server error keys', () => {
  it('has a text for every declared error key in every locale', async () => {
    for (const locale of locales) {
      const messages: Record<string, string> = await loadMessages(locale);
      const missing = ERROR_KEYS.filter((key) => !messages[key]?.trim());
      expect(missing, locale).toEqual([]);
    }
  });
});
