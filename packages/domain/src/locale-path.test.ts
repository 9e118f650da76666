import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocalePath } from './locale-path';

const options = { defaultLocale: 'en', localeInUrlRequired: false };

describe('shell 2.2: the locale is the first path segment', () => {
  it('prefixes paths with a non-default locale', () => {
    expect(localizedPath('/live', 'de', options)).toBe('/de/live');
    expect(localizedPath('/', 'de', options)).toBe('/de');
    expect(localizedPath('soccer', 'de', options)).toBe('/de/soccer');
    expect(localizedPath('/?tab=live', 'de', options)).toBe('/de?tab=live');
    expect(localizedPath('/#top', 'de', options)).toBe('/de#top');
  });

  it('omits the default locale unless settings require it', () => {
    expect(localizedPath('/live', 'en', options)).toBe('/live');
    expect(localizedPath('/live', 'en', { ...options, localeInUrlRequired: true })).toBe(
      '/en/live',
    );
  });

  it('never prefixes mailto, sms or http links', () => {
    for (const href of [
      'mailto:help@example.com',
      'sms:+100',
      'http://example.com',
      'https://example.com/x',
    ]) {
      expect(localizedPath(href, 'de', options)).toBe(href);
    }
  });

  it('splits a path into its locale and the rest', () => {
    expect(splitLocalePath('/de/live', ['en', 'de'])).toEqual({ locale: 'de', path: '/live' });
    expect(splitLocalePath('/de', ['en', 'de'])).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/live', ['en', 'de'])).toEqual({ locale: null, path: '/live' });
    expect(splitLocalePath('/pt-br/live', ['pt-BR'])).toEqual({ locale: 'pt-BR', path: '/live' });
  });
});
