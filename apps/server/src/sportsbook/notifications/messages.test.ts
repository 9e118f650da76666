import { describe, expect, it } from 'vitest';
import { limitPeriodText, notificationText } from './messages';

const values = { selection: 'Glenford FC - Westford United: Glenford FC', amount: '€12.50' };

describe('notification texts in the player language (issue 26 locales)', () => {
  it('writes them in Polish and French', () => {
    expect(notificationText('bet_won', 'pl', values).title).toBe('Twój zakład wygrał');
    expect(notificationText('bet_won', 'fr', values)).toEqual({
      title: 'Votre pari est gagnant',
      body: 'Glenford FC - Westford United: Glenford FC\u00a0: €12.50 crédités sur votre solde.',
    });
  });

  it('reads a regional locale in its language, by shell 9 resolution', () => {
    expect(notificationText('bet_lost', 'ru-KZ', values)).toEqual(
      notificationText('bet_lost', 'ru', values),
    );
    expect(notificationText('bet_lost', 'en-IE', values).title).toBe('Your bet lost');
    expect(notificationText('bet_lost', 'pt', values).title).toBe('Sua aposta perdeu');
    expect(notificationText('bet_lost', 'fr-CA', values).title).toBe('Votre pari est perdant');
  });

  it('falls back to English where the language has no texts yet', () => {
    for (const locale of ['lv', 'kz', 'el', 'xx'])
      expect(notificationText('bet_accepted', locale, values).title, locale).toBe(
        'Your live bet was accepted',
      );
  });

  it('tells a limit reached in all eleven languages, with the period in words', () => {
    const limit = { amount: '€10.00', limit: '€10.00', until: '…' };
    const title = (locale: string) =>
      notificationText('loss_limit_reached', locale, {
        ...limit,
        period: limitPeriodText('day', locale),
      }).title;
    expect(title('en')).toBe('You reached your loss limit for today');
    expect(title('de')).toBe('Sie haben Ihr Verlustlimit für heute erreicht');
    expect(title('kz')).toBe('Сіз бүгінгі шығын лимитіне жеттіңіз');
    expect(title('lv')).toBe('Jūs sasniedzāt savu zaudējumu limitu šodienai');
    expect(limitPeriodText('month', 'el')).toBe('για αυτόν τον μήνα');
    const titles = ['en', 'de', 'es', 'pt-BR', 'ru', 'ar', 'fr', 'pl', 'lv', 'kz', 'el'].map(title);
    expect(new Set(titles).size).toBe(11);
  });
});
