import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aTournament } from './hunting.fixture';
import { huntingRefusal, type HuntingBet } from './hunting';
import { minorUnits } from './money';
import { odds } from './odds';
import { PPM } from './jackpot/jackpot';
import { farmTournament, poolShare, rankTournament, tournamentPrizes } from './tournament';

const bet = (stake: number, matchId: number): HuntingBet => ({
  selections: [{ matchId, matchStatus: 0 }],
  odds: odds(2000),
  stake: minorUnits(stake),
  currencyCode: 'EUR',
});

describe('a hunting tournament', () => {
  it('pays a round at its target and starts the next from zero, the matches still farmed', () => {
    let t = aTournament({ pointsTarget: 2, maxFreebet: minorUnits(10_000) });
    const first = farmTournament(t, bet(400, 1));
    t = { ...t, ...first };
    const second = farmTournament(t, bet(600, 2));
    expect(second).toMatchObject({ freebet: 500, points: 0, farmedStake: 0 });
    expect(second).toMatchObject({ farmedFreebets: 1, farmedAmount: 500 });
    t = { ...t, ...second };
    expect(huntingRefusal(t, bet(600, 2))).toBe('event_farmed');
    expect(huntingRefusal(t, bet(600, 3))).toBeNull();
  });

  it('for any bets, the score is the sum of the rounds’ freebets and a round never reaches its target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 100, max: 100_000 }), { maxLength: 40 }),
        (target, stakes) => {
          let t = aTournament({ pointsTarget: target, maxFreebet: minorUnits(5_000) });
          let paid = 0;
          let freebets = 0;
          stakes.forEach((stake, i) => {
            const f = farmTournament(t, bet(stake, i));
            if (f.freebet !== null) {
              paid += f.freebet;
              freebets++;
              expect(f.freebet).toBeLessThanOrEqual(5_000);
            }
            t = { ...t, ...f };
            expect(t.points).toBeLessThan(target);
          });
          expect(t.farmedAmount).toBe(paid);
          expect(t.farmedFreebets).toBe(freebets);
          expect(freebets).toBe(Math.floor(stakes.length / target));
        },
      ),
    );
  });
});

describe('the tournament pool', () => {
  it('takes its share of a stake, rounded down', () => {
    expect(poolShare(minorUnits(1_000), 50_000)).toBe(50);
    expect(poolShare(minorUnits(999), 10_000)).toBe(9);
  });

  it('ranks by farmed amount, then freebets, then who got there first', () => {
    const ranked = rankTournament([
      { playerId: 1, farmedAmount: 500, farmedFreebets: 1, farmedAt: 10 },
      { playerId: 2, farmedAmount: 500, farmedFreebets: 2, farmedAt: 20 },
      { playerId: 3, farmedAmount: 900, farmedFreebets: 1, farmedAt: 30 },
      { playerId: 4, farmedAmount: 500, farmedFreebets: 1, farmedAt: 5 },
    ]);
    expect(ranked.map((s) => s.playerId)).toEqual([3, 2, 4, 1]);
  });

  it('pays no more than the pool, places in order, and nothing to a player who farmed nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: PPM / 4 }), { maxLength: 4 }),
        fc.array(fc.record({ farmedAmount: fc.nat(10_000), farmedFreebets: fc.nat(3) }), {
          maxLength: 8,
        }),
        (pool, shares, scores) => {
          const sorted = [...shares].sort((a, b) => b - a);
          const ranked = rankTournament(
            scores.map((s, i) => ({ ...s, playerId: i + 1, farmedAt: i })),
          );
          const { prizes, unpaid } = tournamentPrizes(minorUnits(pool), sorted, ranked);
          expect(prizes.reduce((s, p) => s + p.amount, 0) + unpaid).toBe(pool);
          expect(unpaid).toBeGreaterThanOrEqual(0);
          expect(prizes.length).toBeLessThanOrEqual(sorted.length);
          for (const p of prizes) {
            const standing = ranked.find((s) => s.playerId === p.playerId)!;
            expect(standing.farmedFreebets).toBeGreaterThan(0);
          }
          for (let i = 1; i < prizes.length; i++)
            expect(prizes[i]!.amount).toBeLessThanOrEqual(prizes[i - 1]!.amount);
        },
      ),
    );
  });
});
