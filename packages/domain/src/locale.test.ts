import { describe, expect, it } from 'vitest';
import {
  channelLocale,
  intlLocale,
  isRtlLocale,
  languageHeaderLocale,
  resolveLocale,
} from './locale';

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

  // The site's 13 locales (shell 2.6): Kazakh is `kz` in the URL, `kk` as a language.
  const site = [
    'en',
    'de',
    'es',
    'pt-BR',
    'ru',
    'ar',
    'pl',
    'fr',
    'lv',
    'kz',
    'ru-KZ',
    'en-IE',
    'el',
  ];

  it('meets the site code kz and the language kk whichever of them is supported', () => {
    expect(resolveLocale('kz', site)).toBe('kz');
    expect(resolveLocale('kk', site)).toBe('kz');
    expect(resolveLocale('KK', site)).toBe('kz');
    expect(resolveLocale('kk-KZ', site)).toBe('kz');
    expect(resolveLocale('kz', ['en', 'kk'])).toBe('kk');
    expect(resolveLocale('kk', ['en', 'kk'])).toBe('kk');
  });

  it('resolves the regional locales exactly and their language by its base', () => {
    expect(resolveLocale('ru-KZ', site)).toBe('ru-KZ');
    expect(resolveLocale('ru-kz', site)).toBe('ru-KZ');
    expect(resolveLocale('ru_KZ', site)).toBe('ru-KZ');
    expect(resolveLocale('en-IE', site)).toBe('en-IE');
    expect(resolveLocale('ru', site)).toBe('ru');
    expect(resolveLocale('ru-BY', site)).toBe('ru');
    expect(resolveLocale('en-GB', site)).toBe('en');
    expect(resolveLocale('fr-CA', site)).toBe('fr');
    expect(resolveLocale('pl-PL', site)).toBe('pl');
    expect(resolveLocale('el-CY', site)).toBe('el');
    expect(resolveLocale('lv', site)).toBe('lv');
  });

  it('takes a region only where its language is offered', () => {
    expect(resolveLocale('ru-KZ', ['en', 'ru'])).toBe('ru');
    expect(resolveLocale('en-IE', ['de', 'en'])).toBe('en');
    expect(resolveLocale('it-IT', site)).toBe('en');
    expect(resolveLocale('it-IT', site, 'de')).toBe('de');
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

describe('the Intl locale of a site locale', () => {
  it('is the language code where the site spells it otherwise, else the locale itself', () => {
    expect(intlLocale('kz')).toBe('kk');
    expect(intlLocale('KZ')).toBe('kk');
    expect(intlLocale('vn')).toBe('vi');
    expect(intlLocale('ru-KZ')).toBe('ru-KZ');
    expect(intlLocale('en-IE')).toBe('en-IE');
    expect(intlLocale('pt_BR')).toBe('pt-BR');
    expect(intlLocale('de')).toBe('de');
    expect(new Intl.NumberFormat(intlLocale('kz')).resolvedOptions().locale).toBe('kk');
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
