import { beforeAll, expect, it } from 'vitest';
import type { BetWire } from '@sb/contract';
import { pnlOf, type BetStatus } from '@sb/domain';
import { describeEachDb } from '../../db/test-backends';
import { betsTestApp, slip, type BetsTestApp, type Player } from './test-app';

const DAY = 86_400_000;

// issue 27: GET /api/sportsbook/v3/bets/summary, the profit and loss of the bet history page.
describeEachDb('bets: profit and loss summary', (db) => {
  let t: BetsTestApp;
  let nextMatch = 27_000;
  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });

  const summary = async (p: Player, query: string) => {
    const res = await p.browser.get(`/api/sportsbook/v3/bets/summary?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** A single at 2.00 on a new match, placed now. */
  const single = async (p: Player, stake: number, currency = 'EUR') => {
    const m = t.catalog.addMatch(++nextMatch).id;
    const res = await p.place(slip([{ stake, currency, selections: [[m, 1, '', '1', 2000]] }]));
    expect(res.statusCode, res.body).toBe(200);
    return { match: m, bet: res.json().data[0] as BetWire };
  };
  const settle = async (match: number, winner: string) => {
    await t.catalog.settleMarket(match, 1, '', winner);
    await t.bets.settleMatch(match);
  };

  it('a win, a loss, a void bet, a cash-out and an open bet, as the history shows them', async () => {
    const p = await t.player(100_000);
    const win = await single(p, 1000);
    const lose = await single(p, 400);
    await single(p, 300);
    const cashed = await single(p, 500);
    await settle(win.match, '1');
    await settle(lose.match, '2');
    const offer = (await p.browser.get('/api/sportsbook/v3/bets?status=waiting_results')).json()
      .data as BetWire[];
    const toCashout = offer.find((b) => b.id === cashed.bet.id)!.to_cashout!;
    const res = await p.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: cashed.bet.id,
      to_cashout: toCashout,
    });
    expect(res.statusCode, res.body).toBe(200);

    const data = await summary(p, 'period=today&time_zone=Europe/Lisbon');
    expect(data.currencies).toEqual([
      {
        currency: 'EUR',
        subunits: 100,
        bets: 4,
        settled: 3,
        staked: 2200,
        open: 300,
        returned: 2000 + toCashout,
        profit: 1000 - 400 + (toCashout - 500),
      },
    ]);
    // The sum in SQL is the domain's rule over the bets the history lists.
    const listed = (await p.browser.get('/api/sportsbook/v3/bets')).json().data as BetWire[];
    const rule = pnlOf(
      listed.map((b) => ({
        status: b.status as BetStatus,
        stake: b.stake.value,
        initialStake: b.initial_stake ?? b.stake.value,
        paid: b.win_amount ?? 0,
        cashedOut: 0,
      })),
    );
    expect(data.currencies[0]).toMatchObject(rule);
  });

  it('a period leaves out older bets; the player sees only their own', async () => {
    const p = await t.player(100_000);
    const old = await single(p, 700);
    await settle(old.match, '2');
    t.clock.now += 40 * DAY;
    try {
      await single(p, 200);
      const other = await t.player(100_000);
      await single(other, 900);
      const month = await summary(p, 'period=30d');
      expect(month.from).not.toBeNull();
      expect(month.currencies).toMatchObject([
        { currency: 'EUR', bets: 1, staked: 200, profit: 0 },
      ]);
      const all = await summary(p, 'period=all');
      expect(all.from).toBeNull();
      expect(all.currencies).toMatchObject([
        { currency: 'EUR', bets: 2, settled: 1, staked: 900, open: 200, profit: -700 },
      ]);
    } finally {
      t.clock.now -= 40 * DAY;
    }
  });

  it('a void bet returns its stake and adds nothing', async () => {
    const p = await t.player(100_000);
    const voided = await single(p, 600);
    await t.catalog.setResults(voided.match, [
      { marketId: 1, outcomeId: '1', result: 'refund_entire' },
    ]);
    await t.bets.settleMatch(voided.match);
    const data = await summary(p, 'period=all');
    expect(data.currencies).toMatchObject([
      { bets: 1, settled: 1, staked: 600, returned: 600, open: 0, profit: 0 },
    ]);
  });

  it('a date range as the history reads it; nothing placed is no currency', async () => {
    const p = await t.player(100_000);
    await single(p, 100);
    const today = new Date(t.clock.now).toISOString().slice(0, 10);
    const inRange = await summary(p, `from=${today}&to=${today}`);
    expect(inRange.currencies).toMatchObject([{ bets: 1, staked: 100 }]);
    expect(inRange.from).toBe(`${today}T00:00:00.000Z`);
    expect((await summary(p, 'from=2001-01-01&to=2001-01-31')).currencies).toEqual([]);
  });

  it('refuses bad input with a key, and visitors with 401', async () => {
    const p = await t.player(0);
    const cases: [string, string][] = [
      ['period=decade', 'error.validation.invalid_request'],
      ['from=yesterday', 'error.validation.invalid_request'],
      ['from=2026-13-45', 'error.validation.invalid_request'],
      ['unknown=1', 'error.validation.invalid_request'],
      ['from=2026-05-02&to=2026-05-01', 'error.bets.invalid_period'],
      ['period=today&from=2026-05-01', 'error.bets.invalid_period'],
      ['period=today&time_zone=Mars/Olympus', 'error.bets.invalid_time_zone'],
    ];
    for (const [q, key] of cases) {
      const res = await p.browser.get(`/api/sportsbook/v3/bets/summary?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.key, q).toBe(key);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/sportsbook/v3/bets/summary' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.key).toBe('error.unauthorized');
  });
});
