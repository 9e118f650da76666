import { afterEach, expect, it, vi } from 'vitest';
import { comboBoostFor, type SlipEvent, type SlipState } from '@sb/domain';
import { requestBonuses } from './bonuses';

afterEach(() => vi.unstubAllGlobals());

const leg = (o: number) => ({
  odds: o,
  matchStatus: 0,
  sportKey: 'soccer',
  tournamentId: 7,
  countryCode: 'GB',
});
const state = {
  ticket: {
    bets: [
      {
        id: 'b1',
        betType: 'combo',
        selections: [leg(2000), leg(2000), leg(2000), leg(2000)],
        systemType: null,
        customOdds: null,
        currency: { code: 'EUR', subunits: 100, fiat: true },
      },
    ],
  },
} as unknown as SlipState;

const offer = {
  bonus: {
    id: '7',
    type: 'comboboost',
    campaign_id: 'combo_boost',
    name: 'Combo boost',
    min_odds: 1200,
    uses_count: null,
    ranges: [
      { min_count: 3, max_count: 3, bonus_odds: 1030 },
      { min_count: 4, max_count: 40, bonus_odds: 1050 },
    ],
    country_codes: ['GB'],
    event_conditions: { sport_keys: ['soccer'], tournament_ids: [] },
    banners: { desktop: null, mobile: null },
    valid_to: null,
    only_verified: false,
    status: 'active',
    issued: {},
  },
  active_range_index: 1,
  suitable_selections: 4,
  bonus_odds: 1050,
  total_odds: 16_800,
};

const freebetOffer = {
  bonus: {
    id: '9',
    type: 'freebet_all_win',
    campaign_id: 'all_win_freebet',
    name: 'All-win freebet',
    min_odds: 1500,
    max_odds: null,
    match_status: null,
    selection_count_from: 2,
    selection_count_to: null,
    valid_to: null,
    only_verified: false,
    status: 'active',
    issued: { is_active: true, currency: 'EUR', amount: 500, computed_status: 'active' },
  },
};

it('domain 7 POST /bonuses: asks for the slip bets and gives the reducer each bet’s combo boost', async () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toMatch(/\/api\/sportsbook\/v2\/bonuses$/);
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: [[offer, freebetOffer]] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const events: SlipEvent[] = [];
  await requestBonuses(['b1'], state, (e) => events.push(e));
  expect(bodies).toEqual([
    {
      bets: [
        {
          selections: Array(4).fill({
            odds: 2000,
            match_status: 0,
            sport_key: 'soccer',
            tournament_id: 7,
            country_code: 'GB',
          }),
          currency: 'EUR',
        },
      ],
    },
  ]);
  expect(events).toHaveLength(1);
  const event = events[0] as Extract<SlipEvent, { type: 'bonusesChanged' }>;
  expect(event).toMatchObject({ type: 'bonusesChanged', betId: 'b1' });
  // The reducer prices the boost from the ranges it was given: 4 selections earn x1.05.
  const [boost, freebet] = event.availableBonuses;
  expect(
    boost?.type === 'comboboost' && comboBoostFor(boost, state.ticket.bets[0]!, true).bonusOdds,
  ).toBe(1050);
  // The boost is for British football: a leg in Germany leaves three, the first range.
  const bet = state.ticket.bets[0]!;
  const abroad = {
    ...bet,
    selections: [...bet.selections.slice(1), { ...bet.selections[0]!, countryCode: 'DE' }],
  };
  expect(boost?.type === 'comboboost' && comboBoostFor(boost, abroad, true).bonusOdds).toBe(1030);
  // A freebet offered for the bet: the reducer stakes the bet with its amount when chosen.
  expect(freebet).toEqual({
    id: '9',
    type: 'freebet_all_win',
    amount: 500,
    currencyCode: 'EUR',
    minOdds: 1500,
    maxOdds: null,
    matchStatus: null,
    selectionCountFrom: 2,
    selectionCountTo: null,
    isActive: true,
  });
});

it('offers nothing when the server cannot say', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
  const events: SlipEvent[] = [];
  await requestBonuses(['b1'], state, (e) => events.push(e));
  expect(events).toEqual([]);
});
