import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceBetsAnswer } from '@sb/contract';
import { notifyBetsPlaced } from '../mybets/bets-events';
import { TRACKING_KEY } from '../navigation/url-triggers';
import { giveConsent } from '../reminders/consent';
import { startTracking } from './tag-manager';

// Issue 23 (shell 7.3, 9): the tag manager loads by id only after consent, and hears the
// visit's tracking tags and a purchase per placed bet.

const site = {
  tagManager: {
    id: 'GTM-TEST1',
    scriptUrl: 'https://tags.example/gtm.js',
    origins: ['https://tags.example'],
  },
};
const scripts = () =>
  Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'));

const bet = (id: string, value: number, matches: number[]) =>
  ({
    id,
    stake: { value, currency: 'EUR', subunits: 100 },
    selections: matches.map((m) => ({ match: { id: m } })),
  }) as unknown as PlaceBetsAnswer['data'][number];

let stop = () => {};
beforeEach(() => {
  document.cookie = 'cookie_consent=; max-age=0; path=/';
  document.head.innerHTML = '';
  localStorage.clear();
  delete window.dataLayer;
});
afterEach(() => stop());

describe('tag manager (issue 23)', () => {
  it('waits for consent, then loads the script by id once, with the tags the visit came with', () => {
    localStorage.setItem(TRACKING_KEY, JSON.stringify({ stag: 'aff-7', gclid: 'g-1' }));
    stop = startTracking(site);
    expect(scripts()).toEqual([]);
    notifyBetsPlaced([bet('b0', 500, [1])]);
    expect(window.dataLayer).toEqual([]);

    giveConsent();
    giveConsent();
    expect(scripts()).toEqual(['https://tags.example/gtm.js?id=GTM-TEST1']);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
      { event: 'tracking_tags', stag: 'aff-7', gclid: 'g-1' },
    ]);
  });

  it('reports a purchase per placed bet: bet id, match ids, stake over subunits', () => {
    document.cookie = 'cookie_consent=1; path=/';
    stop = startTracking(site);
    notifyBetsPlaced([bet('b1', 250, [10, 11, 10]), bet('b2', 1000, [12])]);
    expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toEqual([
      {
        event: 'purchase',
        transactionId: 'b1',
        contentIds: ['10', '11'],
        amount: 2.5,
        currency: 'EUR',
      },
      { event: 'purchase', transactionId: 'b2', contentIds: ['12'], amount: 10, currency: 'EUR' },
    ]);
  });

  it('loads nothing without a tag manager in the site config', () => {
    document.cookie = 'cookie_consent=1; path=/';
    stop = startTracking({ tagManager: null });
    notifyBetsPlaced([bet('b3', 100, [1])]);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
