import { describe, expect, it } from 'vitest';
import { channelLocale, isRtlLocale, languageHeaderLocale, resolveLocale } from './locale';

const supported = ['en', 'de', 'pt-BR', 'nb', 'fil', 'vi', 'sv', 'sr-ME', 'es'];

describe('shell 9 locale resolution: exact, alias, base language, default, then en', () => {
  it('takes an exact match, ignoring case', () => {
    expect(resolveLocale('de', supported)).toBe('de');
    expect(resolveLocale('PT-br', supported)).toBe('pt-BR');
  });

  it.each([
    ['no', 'nb'],
    ['tl', 'fil'],
    ['vn', 'vi'],
    ['se', 'sv'],
    ['sr', 'sr-ME'],
  ])('maps the alias %s to %s', (alias, locale) => {
    expect(resolveLocale(alias, supported)).toBe(locale);
  });

  it('falls back to the base language', () => {
    expect(resolveLocale('de-AT', supported)).toBe('de');
    expect(resolveLocale('pt', supported)).toBe('pt-BR');
    expect(resolveLocale('es_MX', supported)).toBe('es');
  });

  it('then to the default, then to en', () => {
    expect(resolveLocale('xx', supported, 'de')).toBe('de');
    expect(resolveLocale('xx', supported)).toBe('en');
    expect(resolveLocale(undefined, ['fr', 'it'])).toBe('fr');
    expect(resolveLocale('xx', [])).toBe('en');
  });
});

describe('shell 9: br is pt-BR in the language header and pt on real-time channels', () => {
  it('maps br', () => {
    expect(languageHeaderLocale('br')).toBe('pt-BR');
    expect(languageHeaderLocale('de')).toBe('de');
    expect(channelLocale('br')).toBe('pt');
    expect(channelLocale('pt-BR')).toBe('pt');
    expect(channelLocale('de')).toBe('de');
  });
});

describe('shell 9: right-to-left layout for ar, he, fa and ur only when enabled', () => {
  it('knows the RTL languages', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map((l) => isRtlLocale(l, true))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isRtlLocale('ar', false)).toBe(false);
    expect(isRtlLocale('en', true)).toBe(false);
  });
});
