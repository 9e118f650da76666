import { describe, expect, it } from 'vitest';
import { notificationText } from './messages';

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
});
