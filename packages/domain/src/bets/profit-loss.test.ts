import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_STATUSES, OPEN_BET_STATUSES } from '../settlement';
import { periodStart } from '../user-limits';
import { betPnl, pnlOf, pnlPeriodStart, type BetMoney, type PnlPeriod } from './profit-loss';

const HOUR = 3_600_000;
const bet = (b: Partial<BetMoney>): BetMoney => ({
  status: 'done',
  stake: 1000,
  initialStake: 1000,
  paid: 0,
  cashedOut: 0,
  ...b,
});

describe('profit and loss of the bet history (issue 27)', () => {
  it('a win, a loss, a void bet, a cash-out and an open bet', () => {
    const totals = pnlOf([
      bet({ paid: 2500 }),
      bet({ stake: 400, initialStake: 400 }),
      bet({ paid: 1000, status: 'done' }),
      bet({ status: 'cashed_out', paid: 700 }),
      bet({ status: 'waiting_results', stake: 300, initialStake: 300 }),
    ]);
    expect(totals).toEqual({
      bets: 5,
      settled: 4,
      staked: 3700,
      returned: 4200,
      open: 300,
      // +1500 - 400 + 0 - 300 (+0 open)
      profit: 800,
    });
  });

  it('a partial cash-out decides the part of the stake it took; the rest stays open', () => {
    // 1000 placed, 600 of it cashed out for 900, 400 still running.
    const b = betPnl(
      bet({ status: 'waiting_results', stake: 400, initialStake: 1000, cashedOut: 900 }),
    );
    expect(b).toMatchObject({ settled: 0, staked: 1000, open: 400, returned: 900, profit: 300 });
  });

  it('a rejected or cancelled bet never stood and counts for nothing', () => {
    expect(pnlOf([bet({ status: 'rejected', paid: 1000 }), bet({ status: 'cancelled' })])).toEqual(
      pnlOf([]),
    );
  });

  const anyBet = fc
    .record({
      status: fc.constantFrom(...BET_STATUSES),
      initialStake: fc.integer({ min: 1, max: 10_000_000 }),
      part: fc.integer({ min: 0, max: 100 }),
      paid: fc.integer({ min: 0, max: 100_000_000 }),
      cashedOut: fc.integer({ min: 0, max: 100_000_000 }),
    })
    .map(({ initialStake, part, ...b }): BetMoney => ({
      ...b,
      initialStake,
      stake: Math.floor((initialStake * part) / 100),
    }));

  it('profit is what came back less the stake no longer running, for any bets', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 30 }), (bets) => {
        const t = pnlOf(bets);
        expect(t.profit).toBe(t.returned - (t.staked - t.open));
        expect(t.settled).toBeLessThanOrEqual(t.bets);
        expect(t.open).toBeLessThanOrEqual(t.staked);
      }),
    );
  });

  it('a void bet (its stake paid back) and an open bet not yet cashed out add 0', () => {
    fc.assert(
      fc.property(fc.array(anyBet, { maxLength: 20 }), anyBet, (bets, b) => {
        const voided = {
          ...b,
          status: 'done' as const,
          stake: b.initialStake,
          paid: b.initialStake,
          cashedOut: 0,
        };
        const open = {
          ...b,
          status: OPEN_BET_STATUSES[1]!,
          stake: b.initialStake,
          paid: 0,
          cashedOut: 0,
        };
        expect(pnlOf([...bets, voided]).profit).toBe(pnlOf(bets).profit);
        expect(pnlOf([...bets, open]).profit).toBe(pnlOf(bets).profit);
      }),
    );
  });
});

describe('periods of the summary in the player time zone', () => {
  it('today starts at local midnight; 7 and 30 days include today; the year on 1 January', () => {
    // 2026-07-01 00:30 in Lisbon (UTC+1) is 2026-06-30 23:30 UTC.
    const now = Date.UTC(2026, 5, 30, 23, 30);
    expect(pnlPeriodStart('today', now, 'Europe/Lisbon')).toBe(Date.UTC(2026, 5, 30, 23));
    expect(pnlPeriodStart('today', now, 'UTC')).toBe(Date.UTC(2026, 5, 30));
    expect(pnlPeriodStart('7d', now, 'Europe/Lisbon')).toBe(Date.UTC(2026, 5, 24, 23));
    expect(pnlPeriodStart('30d', now, 'UTC')).toBe(Date.UTC(2026, 5, 1));
    expect(pnlPeriodStart('year', now, 'Europe/Lisbon')).toBe(Date.UTC(2026, 0, 1));
    expect(pnlPeriodStart('year', now, 'Europe/Berlin')).toBe(Date.UTC(2025, 11, 31, 23));
    expect(pnlPeriodStart('all', now, 'UTC')).toBeNull();
  });

  it('every period holds now, today is the limits’ day, and longer periods hold shorter', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const start = (p: PnlPeriod) => pnlPeriodStart(p, now, zone)!;
          expect(start('today')).toBe(periodStart(now, 'day', zone));
          expect(start('today')).toBeLessThanOrEqual(now);
          expect(start('7d')).toBeLessThanOrEqual(start('today'));
          expect(start('30d')).toBeLessThanOrEqual(start('7d'));
          expect(start('year')).toBeLessThanOrEqual(start('today'));
          // Six local days, each 23 to 25 hours long across daylight-saving changes.
          const week = start('today') - start('7d');
          expect(week).toBeGreaterThanOrEqual(6 * 24 * HOUR - HOUR);
          expect(week).toBeLessThanOrEqual(6 * 24 * HOUR + HOUR);
        },
      ),
    );
  });
});
