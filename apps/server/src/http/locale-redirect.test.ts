import { describe, expect, it } from 'vitest';
import { localeRedirect } from './locale-redirect';

describe('shell 2.2: locale in URL required', () => {
  it('sends a page without its locale to the default locale’s address, query kept', () => {
    expect(localeRedirect('/', true)).toBe('/en');
    expect(localeRedirect('/live', true)).toBe('/en/live');
    expect(localeRedirect('/?tab=live', true)).toBe('/en?tab=live');
    expect(localeRedirect('/soccer/premier-league?page=2', true)).toBe(
      '/en/soccer/premier-league?page=2',
    );
  });

  it('leaves pages with a locale, Next’s files, public files, and everything when not required', () => {
    for (const url of ['/en', '/en/live', '/de/soccer', '/kz', '/pt-br/live', '/ru-KZ?x=1'])
      expect(localeRedirect(url, true)).toBeNull();
    for (const url of ['/_next/static/chunks/a.js', '/favicon.ico', '/robots.txt'])
      expect(localeRedirect(url, true)).toBeNull();
    expect(localeRedirect('/live', false)).toBeNull();
  });
});
