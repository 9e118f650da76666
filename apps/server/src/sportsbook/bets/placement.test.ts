import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, type BetsTestApp } from './test-app';
import { testLimits } from './testing';

// issue 7: POST /api/sportsbook/v3/bets, everything checked again with packages/domain, the
// stake debited through the ledger in the same transaction as the bet.
describeEachDb('bets: placement', (db) => {
  let t: BetsTestApp;
  let nextMatch = 100;
  const match = (over: Parameters<BetsTestApp['catalog']['addMatch']>[1] = {}) =>
    t.catalog.addMatch(++nextMatch, over).id;

  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });

  it('places a prematch single, debits the stake and answers the Bet entity', async () => {
    const p = await t.player(10_000);
    const m = match();
    const res = await p.place(slip([{ stake: 1250, selections: [[m, 1, '', '1', 2000]] }]));
    expect(res.statusCode, res.body).toBe(200);
    const [bet] = res.json().data;
    expect(bet).toMatchObject({
      type: 'single',
      status: 'waiting_results',
      stake: { value: 1250, currency: 'EUR', subunits: 100 },
      odds: 2000,
      potential_win: 2500,
      result: 'no_results',
      win_amount: null,
      is_vip: false,
      selections: [
        {
          id: `${m}/1//1`,
          status: 'no_results',
          odds: 2000,
          market: { id: 1, name: '1x2' },
          outcome: { id: '1', name: 'Home' },
          match: { id: m, name: `Home ${m} vs Away ${m}`, sport_key: 'soccer' },
        },
      ],
    });
    expect(bet.ref).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect(await p.balance()).toBe(10_000 - 1250);
    // bet_changed to the owner's private channel
    expect(
      t.sent.some(
        (s) =>
          s.channel === `$private:en:${p.playerId}` && s.publication.event_name === 'bet_changed',
      ),
    ).toBe(true);
  });

  it('places combos (shown as combo) and systems with their odds', async () => {
    const p = await t.player(10_000);
    const [a, b, c] = [match(), match(), match()];
    const res = await p.place(
      slip([
        {
          stake: 1000,
          selections: [
            [a, 1, '', '1', 2000],
            [b, 1, '', '2', 3400],
          ],
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ type: 'combo', odds: 6800, potential_win: 6800 });
    const sys = await p.place(
      slip([
        {
          stake: 900,
          system_id: '2/3',
          selections: [
            [a, 1, '', '3', 3800],
            [b, 18, 'total=2.5', '12', 1900],
            [c, 1, '', '1', 2000],
          ],
        },
      ]),
    );
    expect(sys.statusCode, sys.body).toBe(200);
    expect(sys.json().data[0]).toMatchObject({
      type: 'system',
      system: { id: '2/3', win_count: 2, total_count: 3 },
      stake: { value: 900 },
    });
    expect(await p.balance()).toBe(10_000 - 1000 - 900);
  });

  describe('bad input: a 4xx with its key, and the balance untouched', () => {
    const cases: [string, (m: number) => unknown, number, string][] = [
      [
        'malformed payload (no bets)',
        () => ({ meta: {} }),
        400,
        'error.validation.invalid_request',
      ],
      [
        'odds as a decimal',
        (m) => slip([{ selections: [[m, 1, '', '1', 2.35]] }]),
        400,
        'error.validation.invalid_request',
      ],
      [
        'stake as text',
        (m) => ({
          ...slip([{ selections: [[m, 1, '', '1', 2000]] }]),
          bets: [{ stake: { value: '10', currency: 'EUR' }, selections: [] }],
        }),
        400,
        'error.validation.invalid_request',
      ],
      [
        'unknown match',
        () => slip([{ selections: [[999_999, 1, '', '1', 2000]] }]),
        400,
        'error.place_bets.selection_not_found',
      ],
      [
        'unknown market',
        (m) => slip([{ selections: [[m, 77, '', '1', 2000]] }]),
        400,
        'error.place_bets.selection_not_found',
      ],
      [
        'unknown outcome',
        (m) => slip([{ selections: [[m, 1, '', '9', 2000]] }]),
        400,
        'error.place_bets.selection_not_found',
      ],
      [
        'zero stake',
        (m) => slip([{ stake: 0, selections: [[m, 1, '', '1', 2000]] }]),
        400,
        'error.place_bets.invalid_stake',
      ],
      [
        'negative stake',
        (m) => slip([{ stake: -500, selections: [[m, 1, '', '1', 2000]] }]),
        400,
        'error.place_bets.invalid_stake',
      ],
      [
        'stake with too many decimals',
        (m) => slip([{ stake: 1000.5, selections: [[m, 1, '', '1', 2000]] }]),
        400,
        'error.place_bets.stake_precision',
      ],
      [
        'unknown currency',
        (m) => slip([{ currency: 'XYZ', selections: [[m, 1, '', '1', 2000]] }]),
        400,
        'error.place_bets.unknown_currency',
      ],
      [
        'duplicate selection',
        (m) =>
          slip([
            {
              selections: [
                [m, 1, '', '1', 2000],
                [m, 1, '', '1', 2000],
              ],
            },
          ]),
        400,
        'error.place_bets.duplicate_selection',
      ],
      [
        'two selections of one match in a combo',
        (m) =>
          slip([
            {
              selections: [
                [m, 1, '', '1', 2000],
                [m, 18, 'total=2.5', '12', 1900],
              ],
            },
          ]),
        400,
        'error.validation.combination.same_match',
      ],
      [
        'a bonus the server cannot check',
        (m) =>
          slip([
            {
              selections: [[m, 1, '', '1', 2000]],
              bonus: { id: 'b1', type: 'comboboost', odds: 50_000 },
            },
          ]),
        400,
        'error.validation.bonus.not_available',
      ],
      [
        'a stake beyond the balance',
        (m) => slip([{ stake: 20_000, selections: [[m, 1, '', '1', 2000]] }]),
        400,
        'error.wallet.insufficient_funds',
      ],
      [
        'a currency the player does not hold',
        (m) => slip([{ currency: 'USD', selections: [[m, 1, '', '1', 2000]] }]),
        400,
        'error.wallet.account_not_found',
      ],
    ];
    it.each(cases)('%s', async (_name, body, status, key) => {
      const p = await t.player(10_000);
      const m = match();
      const res = await p.place(body(m));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.key).toBe(key);
      expect(await p.balance()).toBe(10_000);
      const list = await p.browser.get('/api/sportsbook/v3/bets');
      expect(list.json().data).toEqual([]);
    });

    it('a closed or suspended market, keyed by the first selection of the bet', async () => {
      const p = await t.player(10_000);
      const m = match();
      t.catalog.setMarketStatus(m, 1, '', 0);
      const closed = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
      expect(closed.statusCode).toBe(400);
      expect(closed.json().error).toMatchObject({
        key: 'error.place_bets.selection_suspended',
        details: { [`${m}/1//1`]: 'error.place_bets.selection_suspended' },
      });
      t.catalog.setMarketStatus(m, 1, '', -1);
      const suspended = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
      expect(suspended.json().error.key).toBe('error.place_bets.selection_suspended');
      const finished = match({ status: 4 });
      const late = await p.place(slip([{ selections: [[finished, 1, '', '1', 2000]] }]));
      expect(late.json().error.key).toBe('error.place_bets.selection_suspended');
      expect(await p.balance()).toBe(10_000);
    });

    it('a signed-out visitor gets 401, a pve player 403 with code 114', async () => {
      const m = match();
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v3/bets',
        payload: slip([{ selections: [[m, 1, '', '1', 2000]] }]),
      });
      expect([401, 403]).toContain(anonymous.statusCode);
      const pve = await t.player(10_000, 'EUR', true);
      const res = await pve.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 114,
        key: 'error.platform.pve_player_bet_forbidden',
      });
      expect(await pve.balance()).toBe(10_000);
    });

    it('bet limits of the settings for the stake currency', async () => {
      const p = await t.player(500_000);
      const m = match();
      t.catalog.settingsValue = {
        ...t.catalog.settingsValue,
        betLimits: testLimits,
        betLimitsEnabled: true,
      };
      try {
        const res = await p.place(slip([{ stake: 100_001, selections: [[m, 1, '', '1', 2000]] }]));
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({
          key: 'error.validation.bet_limits.max_stake_limit_exceeded',
          details: { [`${m}/1//1`]: 'error.validation.bet_limits.max_stake_limit_exceeded' },
        });
        const ok = await p.place(slip([{ stake: 100_000, selections: [[m, 1, '', '1', 2000]] }]));
        expect(ok.statusCode).toBe(200);
      } finally {
        t.catalog.settingsValue = {
          ...t.catalog.settingsValue,
          betLimits: null,
          betLimitsEnabled: false,
        };
      }
    });

    it('per-bet errors are keyed by the first selection id of each bet', async () => {
      const p = await t.player(10_000);
      const [a, b] = [match(), match()];
      t.catalog.setMarketStatus(b, 1, '', -1);
      const res = await p.place(
        slip([{ selections: [[a, 1, '', '1', 2000]] }, { selections: [[b, 1, '', '2', 3400]] }]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual({
        [`${b}/1//2`]: 'error.place_bets.selection_suspended',
      });
      expect(await p.balance()).toBe(10_000);
    });
  });

  describe('odds moved between view and placement, under each policy (domain 4)', () => {
    it('none: any move is refused with code 101', async () => {
      const p = await t.player(10_000);
      const m = match();
      t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' }, 2100);
      const up = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
      expect(up.statusCode).toBe(400);
      expect(up.json().error).toMatchObject({
        code: 101,
        key: 'error.place_bets.invalid_odds',
        details: { [`${m}/1//1`]: 'error.risk_validation.odds_different_than_bookmaker' },
      });
      const down = await p.place(slip([{ selections: [[m, 1, '', '1', 2200]] }]));
      expect(down.json().error).toMatchObject({
        code: 101,
        details: {
          [`${m}/1//1`]: 'error.risk_validation.odds_higher_than_bookmakers_current_odds',
        },
      });
      expect(await p.balance()).toBe(10_000);
    });

    it('higher: a rise is taken at the new price, a drop refused', async () => {
      const p = await t.player(10_000);
      await t.bets.saveSettings(p.playerId, { oddsChangePolicy: 'higher' });
      const m = match();
      t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' }, 2100);
      const up = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().data[0]).toMatchObject({ odds: 2100, potential_win: 2100 });
      const down = await p.place(slip([{ selections: [[m, 1, '', '1', 2200]] }]));
      expect(down.json().error).toMatchObject({ code: 101, key: 'error.place_bets.invalid_odds' });
    });

    it('any: every move is accepted at the current price', async () => {
      const p = await t.player(10_000);
      const set = await p.browser.post('/api/sportsbook/v2/settings', {
        auto_accept_odds_change: 'any',
      });
      expect(set.json()).toEqual({
        data: {
          auto_accept_odds_change: 'any',
          // issue 22: the remembered stake travels with the betting settings.
          stake_memory: { mode: 'last', defaults: {}, last: {} },
          // issue 27: quick stakes and odds format the player saved (none yet).
          stakes: {},
          odds_type: null,
        },
      });
      const bad = await p.browser.post('/api/sportsbook/v2/settings', {
        auto_accept_odds_change: 'always',
      });
      expect(bad.statusCode).toBe(400);
      const m = match();
      t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '1' }, 1800);
      const res = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0]).toMatchObject({ odds: 1800, potential_win: 1800 });
    });
  });

  describe('Idempotency-Key', () => {
    it('a repeated key returns the first answer and places once', async () => {
      const p = await t.player(10_000);
      const m = match();
      const body = slip([{ selections: [[m, 1, '', '1', 2000]] }]);
      const first = await p.place(body, { 'idempotency-key': 'attempt-1' });
      const again = await p.place(body, { 'idempotency-key': 'attempt-1' });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      // issue 17: a repeat says it is one, as Stripe's API does.
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await p.balance()).toBe(9_000);
      const list = await p.browser.get('/api/sportsbook/v3/bets');
      expect(list.json().data).toHaveLength(1);
    });

    it('the same key with a different body is refused with a key', async () => {
      const p = await t.player(10_000);
      const m = match();
      await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]), { 'idempotency-key': 'k-2' });
      const other = await p.place(slip([{ stake: 500, selections: [[m, 1, '', '1', 2000]] }]), {
        'idempotency-key': 'k-2',
      });
      expect(other.statusCode).toBe(422);
      expect(other.json().error.key).toBe('error.idempotency.key_reused');
      expect(await p.balance()).toBe(9_000);
    });

    it('a refusal is remembered too; keys are per player', async () => {
      const p = await t.player(10_000);
      const q = await t.player(10_000);
      const m = match();
      t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '3' }, 4000);
      const body = slip([{ selections: [[m, 1, '', '3', 3800]] }]);
      const refused = await p.place(body, { 'idempotency-key': 'same' });
      expect(refused.statusCode).toBe(400);
      t.catalog.setOdds({ matchId: m, marketId: 1, specifier: '', outcomeId: '3' }, 3800);
      expect((await p.place(body, { 'idempotency-key': 'same' })).json()).toEqual(refused.json());
      expect((await q.place(body, { 'idempotency-key': 'same' })).statusCode).toBe(200);
    });

    it('concurrent requests with one key place once', async () => {
      const p = await t.player(10_000);
      const m = match();
      const body = slip([{ selections: [[m, 1, '', '1', 2000]] }]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => p.place(body, { 'idempotency-key': 'burst' })),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.json().data[0].id)).size).toBe(1);
      // Placement's contract for a key in flight: the repeat waits for the first and replays it.
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
      expect(await p.balance()).toBe(9_000);
    });

    it('refuses a malformed key', async () => {
      const p = await t.player(10_000);
      const m = match();
      const res = await p.place(slip([{ selections: [[m, 1, '', '1', 2000]] }]), {
        'idempotency-key': 'x'.repeat(300),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.key).toBe('error.idempotency.invalid_key');
    });
  });

  it('200 concurrent placements from one account whose balance covers 100 place exactly 100', async () => {
    const p = await t.player(100 * 300);
    const m = match();
    const body = slip([{ stake: 300, selections: [[m, 1, '', '1', 2000]] }]);
    const answers = await Promise.all(Array.from({ length: 200 }, () => p.place(body)));
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(100);
    expect(
      answers
        .filter((a) => a.statusCode !== 200)
        .every(
          (a) => a.statusCode === 400 && a.json().error.key === 'error.wallet.insufficient_funds',
        ),
    ).toBe(true);
    expect(await p.balance()).toBe(0);
    const list = await p.browser.get('/api/sportsbook/v3/bets?limit=500');
    expect(list.json().pagination.total).toBe(100);
  });
});
