import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contribution,
  feedLevel,
  hitChance,
  jackpotRuleProblem,
  qualifies,
  type JackpotLevelRule,
  type JackpotRule,
} from './jackpot';

const level = (over: Partial<JackpotLevelRule> = {}): JackpotLevelRule => ({
  code: 'mini',
  name: 'Mini',
  state: 'active',
  seed: 10_000,
  sharePpm: 10_000,
  mode: 'chance',
  chancePpm: 1_000,
  mustDropBy: null,
  ...over,
});
const rule: JackpotRule = {
  id: 'j1',
  currency: 'EUR',
  minStake: 100,
  minOdds: 1_500,
  sports: ['soccer'],
  betTypes: ['single', 'combo'],
  levels: [level()],
};
const bet = {
  currency: 'EUR',
  stake: 100,
  odds: 1_500,
  type: 'single' as const,
  sports: ['soccer'],
  bonus: false,
};

describe('jackpots (domain 3, issue 21)', () => {
  it('a bet qualifies at the minimum stake and odds, in the currency, sports and types named', () => {
    expect(qualifies(rule, bet)).toBe(true);
    expect(qualifies(rule, { ...bet, stake: 99 })).toBe(false);
    expect(qualifies(rule, { ...bet, odds: 1_499 })).toBe(false);
    expect(qualifies(rule, { ...bet, currency: 'USD' })).toBe(false);
    expect(qualifies(rule, { ...bet, sports: ['soccer', 'tennis'] })).toBe(false);
    expect(qualifies(rule, { ...bet, type: 'system' })).toBe(false);
    expect(qualifies(rule, { ...bet, bonus: true })).toBe(false);
    expect(qualifies({ ...rule, levels: [level({ state: 'paused' })] }, bet)).toBe(false);
  });

  it('a level takes its share of the stake, rounded down; a paused level takes nothing', () => {
    expect(contribution(level(), 1_999)).toBe(19);
    expect(contribution(level({ state: 'paused' }), 1_999)).toBe(0);
  });

  it('the chance grows with the pool; a must-drop level hits for sure at its cap', () => {
    expect(hitChance(level(), 10_000, 10)).toBeCloseTo(0.001);
    expect(hitChance(level(), 30_000, 10)).toBeCloseTo(0.003);
    const drop = level({ mode: 'must_drop', mustDropBy: 20_000 });
    expect(hitChance(drop, 19_000, 100)).toBeCloseTo(0.1);
    expect(hitChance(drop, 19_950, 100)).toBe(1);
  });

  it('a must-drop level always drops by its cap, whatever the draws', () => {
    const drop = level({ mode: 'must_drop', mustDropBy: 12_000, sharePpm: 100_000 });
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { maxLength: 400 }),
        (us) => {
          const out = feedLevel(
            drop,
            drop.seed,
            us.map(() => 100),
            (i) => us[i]!,
          );
          expect(out.pool).toBeLessThan(12_000);
          for (const h of out.hits) expect(h.amount).toBeLessThanOrEqual(12_000);
        },
      ),
    );
  });

  it('money in equals money out: pool + paid = start + fed + reseeded, a hit pays the pool once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({
            fed: fc.integer({ min: 0, max: 5_000 }),
            u: fc.double({ min: 0, max: 0.999999, noNaN: true }),
          }),
          { maxLength: 200 },
        ),
        fc.boolean(),
        (start, draws, mustDrop) => {
          const l = mustDrop
            ? level({ mode: 'must_drop', mustDropBy: 50_000 })
            : level({ chancePpm: 50_000 });
          const out = feedLevel(
            l,
            start,
            draws.map((d) => d.fed),
            (i) => draws[i]!.u,
          );
          const paid = out.hits.reduce((a, h) => a + h.amount, 0);
          const fed = draws.reduce((a, d) => a + d.fed, 0);
          expect(out.pool + paid).toBe(start + fed + out.reseeded);
          expect(out.reseeded).toBe(out.hits.length * l.seed);
          expect(new Set(out.hits.map((h) => h.index)).size).toBe(out.hits.length);
        },
      ),
    );
  });

  it('an operator jackpot is refused when its levels cannot work', () => {
    expect(jackpotRuleProblem(rule)).toBeNull();
    expect(jackpotRuleProblem({ ...rule, levels: [] })).toBe('no_levels');
    expect(jackpotRuleProblem({ ...rule, levels: [level(), level()] })).toBe('duplicate_level');
    expect(
      jackpotRuleProblem({
        ...rule,
        levels: [level({ sharePpm: 600_000 }), level({ code: 'b', sharePpm: 500_000 })],
      }),
    ).toBe('share_too_large');
    expect(
      jackpotRuleProblem({ ...rule, levels: [level({ mode: 'must_drop', mustDropBy: 10_000 })] }),
    ).toBe('must_drop_below_seed');
    expect(jackpotRuleProblem({ ...rule, levels: [level({ chancePpm: 0 })] })).toBe(
      'chance_out_of_range',
    );
  });
});
