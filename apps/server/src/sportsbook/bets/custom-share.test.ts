import { beforeAll, describe, expect, it } from 'vitest';
import { priceCustomBet } from '@sb/domain';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, type BetsTestApp } from './test-app';
import { soccerModel, testLimits } from './testing';

describeEachDb('bets: custom bets, share codes, max stake', (db) => {
  let t: BetsTestApp;
  let nextMatch = 60_000;
  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });

  describe('custom bets (bet builder)', () => {
    const legs = (m: number) => [
      { match_id: m, market_id: 1, specifier: '', outcome_id: '1' },
      { match_id: m, market_id: 18, specifier: 'total=2.5', outcome_id: '12' },
    ];

    it('lists the combinable markets and prices legs together from the model', async () => {
      const m = t.catalog.addMatch(++nextMatch, { model: soccerModel() }).id;
      const markets = await t.app.inject({
        method: 'GET',
        url: `/api/sportsbook/v2/bets/custom/markets/${m}`,
      });
      expect(markets.statusCode, markets.body).toBe(200);
      const ids = markets
        .json()
        .data.markets.map((x: { id: number; specifier: string }) => `${x.id}/${x.specifier}`);
      expect(ids).toEqual(expect.arrayContaining(['1/', '18/total=2.5']));

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v2/bets/custom/odds',
        payload: { selections: legs(m) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const expected = priceCustomBet(soccerModel(), [
        { marketId: 1, specifier: '', outcomeId: '1' },
        { marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
      ]);
      expect(expected.ok && res.json().data).toEqual({
        match_id: m,
        odds: expected.ok ? expected.odds : 0,
      });
    });

    it('refuses legs of two matches, an unknown match and a lone leg, with keys', async () => {
      const [a, b] = [
        t.catalog.addMatch(++nextMatch, { model: soccerModel() }).id,
        t.catalog.addMatch(++nextMatch, { model: soccerModel() }).id,
      ];
      const two = await t.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v2/bets/custom/odds',
        payload: { selections: [legs(a)[0], legs(b)[1]] },
      });
      expect(two.json().error.key).toBe('error.custom_bet.one_match');
      const lone = await t.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v2/bets/custom/odds',
        payload: { selections: [legs(a)[0]] },
      });
      expect(lone.json().error.key).toBe('error.custom_bet.too_few_selections');
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/sportsbook/v2/bets/custom/markets/987654',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('places a custom bet at its price; code 120 when the price moved', async () => {
      const p = await t.player(10_000);
      const m = t.catalog.addMatch(++nextMatch, { model: soccerModel() }).id;
      const price = (
        await t.app.inject({
          method: 'POST',
          url: '/api/sportsbook/v2/bets/custom/odds',
          payload: { selections: legs(m) },
        })
      ).json().data.odds as number;
      const body = (custom_odds: number) =>
        slip([
          {
            stake: 1_000,
            custom_odds,
            selections: [
              [m, 1, '', '1', 2000],
              [m, 18, 'total=2.5', '12', 1900],
            ],
          },
        ]);
      const moved = await p.place(body(price + 150));
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error).toMatchObject({
        code: 120,
        key: 'error.place_bets.invalid_odds_custom_bet',
      });
      expect(await p.balance()).toBe(10_000);
      const res = await p.place(body(price));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0]).toMatchObject({ type: 'custom_bet', odds: price });
      // It wins only if every leg wins.
      await t.catalog.settleMarket(m, 1, '', '1');
      await t.catalog.settleMarket(m, 18, 'total=2.5', '12');
      await t.bets.settleMatch(m);
      expect(await p.balance()).toBe(9_000 + Math.floor((1_000 * price) / 1000));
    });
  });

  describe('share codes', () => {
    it('shares a slip as a short code and restores it with current prices', async () => {
      const [a, b] = [t.catalog.addMatch(++nextMatch).id, t.catalog.addMatch(++nextMatch).id];
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v2/bets/share-code',
        payload: {
          bets: [
            {
              stake: { value: 500, currency: 'EUR' },
              selections: [
                { match_id: a, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 },
                { match_id: b, market_id: 1, specifier: '', outcome_id: '2', odds: 3400 },
              ],
            },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { code } = created.json();
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
      t.catalog.setOdds({ matchId: a, marketId: 1, specifier: '', outcomeId: '1' }, 2_150);
      const got = await t.app.inject({
        method: 'GET',
        url: `/api/sportsbook/v2/bets/share-code?code=${code.toLowerCase()}`,
      });
      expect(got.statusCode).toBe(200);
      expect(got.json().bets).toMatchObject([
        {
          stake: { value: 500, currency: 'EUR' },
          system_id: null,
          selections: [
            {
              id: `${a}/1//1`,
              odds: 2_150,
              shared_odds: 2000,
              active: true,
              market_name: '1x2',
              outcome_name: 'Home',
            },
            { id: `${b}/1//2`, odds: 3400, active: true },
          ],
        },
      ]);
    });

    it('answers no bets for an unknown or malformed code', async () => {
      for (const code of ['ZZZZZZZZZZ', 'abc', '0000000000', "'%20or%201=1"]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/sportsbook/v2/bets/share-code?code=${code}`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ bets: [] });
      }
      const noCode = await t.app.inject({
        method: 'GET',
        url: '/api/sportsbook/v2/bets/share-code',
      });
      expect(noCode.statusCode).toBe(400);
    });

    it('codes do not repeat', async () => {
      const m = t.catalog.addMatch(++nextMatch).id;
      const codes = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sportsbook/v2/bets/share-code',
          payload: {
            bets: [
              {
                selections: [
                  { match_id: m, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 },
                ],
              },
            ],
          },
        });
        codes.add(res.json().code);
      }
      expect(codes.size).toBe(20);
    });
  });

  describe('max stake', () => {
    it('is bounded by the stake limit, the payout limit and the balance', async () => {
      const p = await t.player(250_000);
      const m = t.catalog.addMatch(++nextMatch).id;
      t.catalog.settingsValue = {
        ...t.catalog.settingsValue,
        betLimits: testLimits,
        betLimitsEnabled: true,
      };
      try {
        const ask = (odds: number, outcome = '1') =>
          p.browser.post('/api/sportsbook/v2/bets/max-stake', {
            currency: 'EUR',
            bets: [
              {
                selections: [
                  { match_id: m, market_id: 1, specifier: '', outcome_id: outcome, odds },
                ],
              },
            ],
          });
        const res = await ask(2000);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toEqual([
          { max_stake: 100_000, currency: 'EUR', subunits: 100, limited_by: 'max_stake' },
        ]);
        t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '3' }, 21_000);
        expect((await ask(21_000, '3')).json().data[0]).toMatchObject({
          max_stake: 50_000,
          limited_by: 'payout',
        });
        const poor = await t.player(3_000);
        const small = await poor.browser.post('/api/sportsbook/v2/bets/max-stake', {
          bets: [
            {
              selections: [
                { match_id: m, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 },
              ],
            },
          ],
        });
        expect(small.json().data[0]).toMatchObject({ max_stake: 3_000, limited_by: 'balance' });
      } finally {
        t.catalog.settingsValue = {
          ...t.catalog.settingsValue,
          betLimits: null,
          betLimitsEnabled: false,
        };
      }
    });

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v2/bets/max-stake',
        payload: { bets: [] },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });
});
