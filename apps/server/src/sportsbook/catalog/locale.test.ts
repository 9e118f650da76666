import { describe, expect, it } from 'vitest';
import { localizedName } from './locale';
import { seedSports } from './seed';

const soccer = seedSports.find((s) => s.key === 'soccer')!;
const sportName = (locale: string) => localizedName(soccer.name, { ...soccer.names }, locale);

describe('localizedName', () => {
  it('names a sport in every UI locale, Kazakh for the site code kz', () => {
    expect(sportName('lv')).toBe('Futbols');
    expect(sportName('el')).toBe('Ποδόσφαιρο');
    expect(sportName('kz')).toBe('Футбол');
    expect(sportName('kk')).toBe('Футбол');
    expect(sportName('ru-KZ')).toBe('Футбол');
    expect(sportName('en-IE')).toBe('Soccer');
    expect(sportName('pt')).toBe('Futebol');
    expect(sportName('it')).toBe('Soccer');
    expect(localizedName('Tennis', { ...seedSports[1]!.names }, 'el')).toBe('Τένις');
  });

  it('finds a name stored under either Kazakh spelling, and prefers the exact locale', () => {
    expect(localizedName('England', { kz: 'Англия' }, 'kz')).toBe('Англия');
    expect(localizedName('England', { kz: 'Англия' }, 'kk')).toBe('Англия');
    expect(localizedName('England', { kk: 'Англия' }, 'kz')).toBe('Англия');
    expect(localizedName('X', { ru: 'ru', 'ru-KZ': 'ru-KZ' }, 'ru-KZ')).toBe('ru-KZ');
    expect(localizedName('X', { ru: 'ru', 'ru-KZ': 'ru-KZ' }, 'ru')).toBe('ru');
    expect(localizedName('X', { lv: '' }, 'lv')).toBe('X');
  });

  it('gives every seeded sport a Latvian, Kazakh and Greek name', () => {
    for (const s of seedSports) {
      if (s.key === 'counter-strike') continue;
      for (const locale of ['lv', 'kz', 'el'])
        expect(localizedName(s.name, { ...s.names }, locale)).not.toBe(s.name);
    }
  });
});
