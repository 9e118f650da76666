import { simRng } from '@sb/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { expectLedgerWhole } from '../../platform/testing';
import { betTotals, betsTestApp, slip, type BetsTestApp, type Player } from '../bets/test-app';
import { bonusWalletOf } from './freebet';
import { seedBonuses } from './seed';

type Leg = [match: number, market: number, specifier: string, outcome: string, odds: number];

// Issue 19, done when: after a simulated day with bonuses the ledger sums to zero and each
// player's cash balance equals deposits - cash stakes + payouts. Every player holds a freebet of
// each kind and the combo boost, and bets with them and with cash; each match ends at random
// (won, lost, or cancelled), the results are replayed, and the money adds up.

describeEachDb('bonuses: a simulated day', (db) => {
  let t: BetsTestApp;
  let nextMatch = 70_000;
  beforeAll(async () => {
    t = await betsTestApp(db.db);
    await seedBonuses(t.ctx.bonuses);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('a day of freebets, boosts and cash bets settled twice: cash = deposits - cash stakes + payouts', async () => {
    const rng = simRng(20261128);
    const deposit = 50_000;
    const legs = (n: number): Leg[] =>
      Array.from({ length: n }, () => [t.catalog.addMatch(++nextMatch).id, 1, '', '1', 2000]);
    const players: Player[] = [];
    const cashStakes = new Map<string, number>();
    const matches: number[] = [];
    const place = async (p: Player, stake: number, ls: Leg[], bonus?: object) => {
      matches.push(...ls.map(([m]) => m));
      const res = await p.place(slip([{ stake, selections: ls, ...(bonus ? { bonus } : {}) }]));
      expect(res.statusCode, res.body).toBe(200);
    };
    const kinds = ['welcome_freebet', 'no_risk_freebet', 'all_win_freebet', 'only_win_freebet'];
    for (let i = 0; i < 8; i++) {
      const p = await t.player(deposit);
      players.push(p);
      let cash = 0;
      for (const campaign of kinds) {
        const granted = await t.ctx.bonuses.grant(
          campaign,
          Number(p.playerId),
          'EUR',
          `day-${i}-${campaign}`,
        );
        if (!granted.ok) throw new Error(granted.message);
        const freebet = granted.value as { id: string; type: string; issued: { amount: number } };
        await place(p, freebet.issued.amount, legs(rng.int(1, 3)), {
          id: freebet.id,
          type: freebet.type,
          odds: null,
        });
      }
      const all = (await p.browser.get('/api/sportsbook/v2/bonuses')).json().data as {
        id: string;
        campaign_id: string;
      }[];
      const boost = all.find((b) => b.campaign_id === 'combo_boost')!;
      // 2.00^4 with the seed's 4-selection range (x1.05, as the combo-boost tests).
      await place(p, 1_000, legs(4), { id: boost.id, type: 'comboboost', odds: 1050 });
      cash += 1_000;
      for (let b = 0; b < 3; b++) {
        const stake = rng.int(1, 20) * 100;
        await place(p, stake, legs(rng.int(1, 2)));
        cash += stake;
      }
      cashStakes.set(p.playerId, cash);
    }

    // The day ends: each match won, lost or (one in ten) cancelled; then replayed.
    for (const m of matches) {
      const result = rng.chance(0.1) ? 'canceled' : rng.chance(0.5) ? 'win_entire' : 'lose_entire';
      await t.catalog.setResults(m, [{ marketId: 1, outcomeId: '1', result }]);
      await t.bets.settleMatch(m);
    }
    const once = await totals();
    for (const m of matches) await t.bets.settleMatch(m);
    expect(await totals()).toEqual(once);

    const { bets, balances, paid, bonusWallets, unspent } = once;
    expect(bets).toHaveLength(8 * 8);
    expect(bets.every((b) => b.status === 'done')).toBe(true);
    // Some of each: freebet bets won and lost, a no-risk loss refunded as a freebet.
    const freebetBets = bets.filter((b) => b.bonus && b.bonus.type !== 'comboboost');
    expect(freebetBets.some((b) => (b.win_amount ?? 0) > 0)).toBe(true);
    expect(freebetBets.some((b) => (b.win_amount ?? 0) === 0)).toBe(true);
    expect([...unspent.values()].some((n) => n > 0)).toBe(true);
    for (const p of players) {
      expect(balances.get(p.playerId)).toBe(
        deposit - cashStakes.get(p.playerId)! + paid.get(p.playerId)!,
      );
      // What is left in a bonus wallet is the freebets not spent yet (no-risk refunds).
      expect(bonusWallets.get(p.playerId)).toBe(unspent.get(p.playerId));
    }
    await expectLedgerWhole(db.db);

    async function totals() {
      const out = {
        ...(await betTotals(players)),
        bonusWallets: new Map<string, number>(),
        unspent: new Map<string, number>(),
      };
      for (const p of players) {
        out.bonusWallets.set(
          p.playerId,
          (await t.ctx.platform.wallet.systemBalance(bonusWalletOf(Number(p.playerId)), 'EUR')) ??
            0,
        );
        const active = (
          await p.browser.get('/api/sportsbook/v2/bonuses/freebets?status=active&limit=50')
        ).json().data as { issued: { amount: number } }[];
        out.unspent.set(
          p.playerId,
          active.reduce((s, f) => s + f.issued.amount, 0),
        );
      }
      return out;
    }
  });
});
