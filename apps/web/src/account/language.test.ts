import { describe, expect, it } from 'vitest';
import { pathInLocale } from './language';

describe('language switch (shell 2.2)', () => {
  it('puts the page under the new locale prefix, none for the default locale', () => {
    expect(pathInLocale('/live?sport=soccer', 'de', 'en')).toBe('/de/live?sport=soccer');
    expect(pathInLocale('/', 'de', 'en')).toBe('/de');
    expect(pathInLocale('/live', 'en', 'en')).toBe('/live');
  });
});
