import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits, type MinorUnits } from '../money';
import { odds } from '../odds';
import { openMarketsByMatch } from './bet-exposure';
import type { LiabilityBet, LiabilityLeg } from './liability-bet';
import { decideBet } from './liability-decision';
import type { LiabilityLimits } from './liability-limits';
import { addBet, liabilityBook, type LiabilityBook } from './match-book';
import { matchWorstCase } from './match-liability';
import { outcomeTableWorst } from './outcome-table';
import type { StakeFactor } from './stake-factor';
import { arbBetSpec, arbStructure, betOf, bookOf } from './test-support';

const leg = (matchId: number, outcomeId: string, o: number): LiabilityLeg => ({
  matchId,
  marketId: '1x2',
  specifier: '',
  outcomeId,
  odds: odds(o),
  result: 'no_results',
});
const single = (outcomeId: string, stake: number, o = 2000): LiabilityBet => ({
  betType: 'single',
  stake: minorUnits(stake),
  legs: [leg(1, outcomeId, o)],
});
const MARKET = '1/1x2/';
// 80.00 to pay if the home side wins.
const book = liabilityBook([single('1', 4000)]);
const limits = (onPass: LiabilityLimits['onPass'], market = 10_000): LiabilityLimits => ({
  market: minorUnits(market),
  match: null,
  onPass,
});

describe('issue 24: a liability limit suspends the market or lowers the maximum stake', () => {
  it('accepts a bet that keeps the worst case within the limit', () => {
    expect(decideBet({ book, bet: single('1', 1000), limits: limits('suspend') })).toEqual({
      kind: 'accept',
    });
    // On the other side the worst case does not move.
    expect(decideBet({ book, bet: single('2', 2000), limits: limits('suspend') })).toEqual({
      kind: 'accept',
    });
  });

  it('lowers the maximum stake to what still fits, or suspends, when a bet would pass it', () => {
    const bet = single('1', 2000); // 80.00 + 40.00 > 100.00
    expect(decideBet({ book, bet, limits: limits('lower_max_stake') })).toEqual({
      kind: 'lower_max_stake',
      maxStake: 1000,
      limitedBy: 'liability',
    });
    expect(decideBet({ book, bet, limits: limits('suspend') })).toEqual({
      kind: 'suspend',
      markets: [MARKET],
      passed: [{ scope: 'market', key: MARKET }],
    });
  });

  it('suspends a full market even when set to lower the stake', () => {
    const full = liabilityBook([single('1', 5000)]); // 100.00: the limit
    expect(
      decideBet({ book: full, bet: single('1', 1), limits: limits('lower_max_stake') }),
    ).toMatchObject({
      kind: 'suspend',
      markets: [MARKET],
    });
  });

  it('takes a bet that does not raise a worst case already above a lowered limit', () => {
    const lowered = limits('suspend', 5000);
    expect(decideBet({ book, bet: single('2', 2000), limits: lowered })).toEqual({
      kind: 'accept',
    });
    expect(decideBet({ book, bet: single('1', 1), limits: lowered }).kind).toBe('suspend');
  });

  it('checks a combo against every match it is open on', () => {
    const combo: LiabilityBet = {
      betType: 'combo',
      stake: minorUnits(1000),
      legs: [leg(1, '2', 2000), leg(2, '1', 3000)], // 60.00 on each match
    };
    const byMatch = (id: string): LiabilityLimits => ({
      market: null,
      match: minorUnits(id === '2' ? 5000 : 100_000),
      onPass: 'lower_max_stake',
    });
    const d = decideBet({ book, bet: combo, limits: byMatch });
    // Match 2 takes at most 50.00 at 6.00: a stake of 8.33.
    expect(d).toEqual({ kind: 'lower_max_stake', maxStake: 833, limitedBy: 'liability' });
  });

  it("scales the player's stakes by the stake factor", () => {
    const lower = limits('lower_max_stake');
    const bet = single('1', 1000);
    // A quarter of the room of 10.00 left.
    expect(decideBet({ book, bet, limits: lower, stakeFactor: 0.25 as StakeFactor })).toEqual({
      kind: 'lower_max_stake',
      maxStake: 250,
      limitedBy: 'liability',
    });
    // A factor of 2 doubles the configured maximum stake, never the book's room.
    expect(
      decideBet({
        book,
        bet,
        limits: lower,
        stakeFactor: 2 as StakeFactor,
        maxStake: minorUnits(600),
      }),
    ).toEqual({ kind: 'accept' });
    expect(
      decideBet({ book, bet: single('1', 1500), limits: lower, stakeFactor: 2 as StakeFactor }),
    ).toEqual({ kind: 'lower_max_stake', maxStake: 1000, limitedBy: 'liability' });
    expect(decideBet({ book, bet, limits: lower, maxStake: minorUnits(600) })).toEqual({
      kind: 'lower_max_stake',
      maxStake: 600,
      limitedBy: 'max_stake',
    });
  });
});

// Every worst case the bet touches, before and after it at a stake.
function worstCases(b: LiabilityBook, bet: LiabilityBet) {
  const out: { limitOf: keyof Pick<LiabilityLimits, 'market' | 'match'>; value: number }[] = [];
  for (const [matchId, opens] of openMarketsByMatch(bet)) {
    const match = b.get(matchId);
    out.push({ limitOf: 'match', value: match ? matchWorstCase(match) : 0 });
    for (const o of opens) {
      const t = match?.markets.get(o.key)?.all;
      out.push({ limitOf: 'market', value: t ? outcomeTableWorst(t) : 0 });
    }
  }
  return out;
}

function withinLimits(b: LiabilityBook, bet: LiabilityBet, l: LiabilityLimits): boolean {
  const before = worstCases(b, bet);
  const after = worstCases(addBet(b, bet), bet);
  return after.every((a, i) => {
    const limit = l[a.limitOf];
    return limit === null || a.value <= Math.max(limit, before[i]!.value);
  });
}

describe('issue 24: no decision lets liability pass a limit', () => {
  it('an accepted stake or a lowered maximum keeps every market and match within its limit', () => {
    fc.assert(
      fc.property(
        arbStructure(4, 3),
        fc.array(arbBetSpec, { maxLength: 10 }),
        arbBetSpec,
        fc.record({
          market: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { freq: 4 }),
          match: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { freq: 4 }),
          onPass: fc.constantFrom('suspend', 'lower_max_stake') as fc.Arbitrary<
            LiabilityLimits['onPass']
          >,
        }),
        fc.integer({ min: 1, max: 1000 }),
        fc.option(fc.integer({ min: 0, max: 200_000 })),
        (structure, specs, newSpec, raw, hundredths, maxStake) => {
          const bet = betOf(structure, newSpec);
          if (!bet) return;
          const l = raw as LiabilityLimits;
          const b = liabilityBook(bookOf(structure, specs));
          const stakeFactor = (hundredths / 100) as StakeFactor;
          const d = decideBet({
            book: b,
            bet,
            limits: l,
            stakeFactor,
            maxStake: maxStake as MinorUnits | null,
          });
          if (d.kind === 'accept') expect(withinLimits(b, bet, l)).toBe(true);
          if (d.kind === 'lower_max_stake') {
            expect(d.maxStake).toBeLessThan(bet.stake);
            expect(withinLimits(b, { ...bet, stake: d.maxStake }, l)).toBe(true);
            if (maxStake !== null)
              expect(d.maxStake * 100).toBeLessThanOrEqual(maxStake * hundredths);
            // The most that fits: one unit more passes a limit (at factor 1, no maximum stake).
            if (hundredths === 100 && maxStake === null) {
              expect(withinLimits(b, { ...bet, stake: minorUnits(d.maxStake + 1) }, l)).toBe(false);
            }
          }
          if (d.kind === 'suspend') {
            expect(d.markets.length).toBeGreaterThan(0);
            expect(withinLimits(b, bet, l)).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
