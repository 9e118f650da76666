import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { farm, huntingPreview, huntingRefusal, type HuntingBet } from './hunting';
import { aHunt } from './hunting.fixture';
import { minorUnits } from './money';
import { odds } from './odds';
import { MATCH_STATUS } from './selection';

const single = (matchId: number, stake: number, o = 2000): HuntingBet => ({
  selections: [{ matchId, matchStatus: MATCH_STATUS.prematch }],
  odds: odds(o),
  stake: minorUnits(stake),
  currencyCode: 'EUR',
});

describe('hunting (domain 3 farming stats; issue 19)', () => {
  it('farms a point per bet and pays the average stake at the target, capped', () => {
    let h = aHunt();
    const paid: (number | null)[] = [];
    for (const [m, stake] of [
      [1, 300],
      [2, 600],
      [3, 900],
    ] as const) {
      expect(huntingRefusal(h, single(m, stake))).toBeNull();
      const f = farm(h, single(m, stake));
      paid.push(f.freebet);
      h = { ...h, ...f };
    }
    expect(paid).toEqual([null, null, 600]);
    expect(h.farmedEventIds).toEqual([1, 2, 3]);
    // Done: the hunt farms no more.
    expect(huntingRefusal(h, single(4, 500))).toBe('inactive');
    const big = farm(aHunt({ points: 2, farmedStake: minorUnits(10_000) }), single(9, 5_000));
    expect(big.freebet).toBe(1000);
  });

  it('refuses a bet below the stake or odds, in another currency, or on farmed matches only', () => {
    const h = aHunt({ points: 1, farmedStake: minorUnits(200), farmedEventIds: [7] });
    expect(huntingRefusal(h, single(8, 99))).toBe('min_stake');
    expect(huntingRefusal(h, single(8, 100, 1400))).toBe('min_odds');
    expect(huntingRefusal(h, { ...single(8, 100), currencyCode: 'USD' })).toBe('currency');
    expect(huntingRefusal(h, single(7, 100))).toBe('event_farmed');
    // A combo with one new match farms; the match counts once.
    const combo: HuntingBet = {
      ...single(7, 100),
      selections: [
        { matchId: 7, matchStatus: MATCH_STATUS.prematch },
        { matchId: 8, matchStatus: MATCH_STATUS.prematch },
      ],
    };
    expect(huntingRefusal(h, combo)).toBeNull();
    expect(farm(h, combo).farmedEventIds).toEqual([7, 8]);
    expect(huntingRefusal({ ...h, farmOncePerEvent: false }, single(7, 100))).toBeNull();
  });

  it('previews what the slip bet would farm (points, available, potential, freebet)', () => {
    const h = aHunt({ points: 2, farmedStake: minorUnits(400), farmedEventIds: [1, 2] });
    expect(huntingPreview(h, single(3, 800))).toEqual({
      points: 2,
      availablePoints: 1,
      potentialPoints: 3,
      potentialFreebetAmount: 400,
    });
    expect(huntingPreview(h, single(1, 800))).toMatchObject({ potentialPoints: 2 });
  });

  it('for any bets: points never pass the target, one freebet, within the cap and the stakes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(
          fc.record({
            match: fc.integer({ min: 1, max: 8 }),
            stake: fc.integer({ min: 1, max: 5000 }),
          }),
          { maxLength: 20 },
        ),
        (target, bets) => {
          let h = aHunt({ pointsTarget: target, minStake: minorUnits(1) });
          const freebets: number[] = [];
          const farming: number[] = [];
          for (const b of bets) {
            const bet = single(b.match, b.stake);
            if (huntingRefusal(h, bet) !== null) continue;
            const f = farm(h, bet);
            farming.push(b.stake);
            if (f.freebet !== null) freebets.push(f.freebet);
            h = { ...h, ...f };
          }
          expect(h.points).toBeLessThanOrEqual(target);
          expect(h.points).toBe(farming.length);
          expect(new Set(h.farmedEventIds).size).toBe(h.farmedEventIds.length);
          expect(freebets.length).toBe(h.points === target ? 1 : 0);
          for (const f of freebets) {
            expect(f).toBeLessThanOrEqual(Math.min(1000, Math.max(...farming)));
            expect(f).toBeGreaterThanOrEqual(Math.min(1000, Math.min(...farming)));
          }
        },
      ),
    );
  });
});
