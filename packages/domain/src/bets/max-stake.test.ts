import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetLimitsSettings } from '../limits';
import { profit, type Currency, type MinorUnits } from '../money';
import { odds } from '../odds';
import { largestStakeWithinProfit, maxStake } from './max-stake';

const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };
const limits: BetLimitsSettings = {
  max_stake_limit: {
    fiat: [{ currency_code: 'EUR', amount: 100_000 as MinorUnits, action: 'reject' }],
    crypto: [],
  },
  payout_limit: {
    fiat: [{ currency_code: 'EUR', amount: 500_000 as MinorUnits, action: 'reject' }],
    crypto: [],
  },
  selection_limit: { value: 20 },
  odds_limit: { value: odds(1_000_000), action: 'reject' },
};

describe('domain 7 POST /bets/max-stake', () => {
  it('is the smallest of the stake limit, the payout limit and the balance', () => {
    const base = { limits, enabled: true, currency: EUR, balance: 1_000_000 as MinorUnits };
    expect(maxStake({ ...base, odds: odds(2000) })).toEqual({
      maxStake: 100_000,
      limitedBy: 'max_stake',
    });
    expect(maxStake({ ...base, odds: odds(11_000) })).toEqual({
      maxStake: 50_000,
      limitedBy: 'payout',
    });
    expect(maxStake({ ...base, odds: odds(2000), balance: 4_200 as MinorUnits })).toEqual({
      maxStake: 4_200,
      limitedBy: 'balance',
    });
    expect(maxStake({ ...base, enabled: false, odds: odds(2000), balance: null })).toEqual({
      maxStake: null,
      limitedBy: 'none',
    });
  });

  it('property: the largest stake within a payout is exactly at the edge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 500_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (o, payout) => {
          const s = largestStakeWithinProfit(payout, odds(o));
          expect(profit(s as MinorUnits, odds(o))).toBeLessThanOrEqual(payout);
          expect(profit((s + 1) as MinorUnits, odds(o))).toBeGreaterThan(payout);
        },
      ),
    );
  });
});
