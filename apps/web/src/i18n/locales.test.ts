import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { en } from './locales/en';
import { defaultLocale, isRtl, loadMessages, locales } from './index';

describe('locales (shell 2.2, 9)', () => {
  it('routes exactly the locales the UI ships, the first one being the default', () => {
    expect(nextConfig.i18n?.locales).toEqual(locales);
    expect(nextConfig.i18n?.defaultLocale).toBe(defaultLocale);
    expect(locales[0]).toBe(defaultLocale);
  });

  it('has every key of the English catalogue translated, none left empty', async () => {
    for (const locale of locales) {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(messages))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('lays out right to left for ar, he, fa and ur only', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].every(isRtl)).toBe(true);
    expect(['en', 'de', 'pt-BR', 'ru'].some(isRtl)).toBe(false);
  });
});
