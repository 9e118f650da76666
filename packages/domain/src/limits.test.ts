import { describe, expect, it } from 'vitest';
import { checkBetLimits, type BetLimitsSettings, type LimitedBet } from './limits';
import { minorUnits, type Currency } from './money';
import { odds } from './odds';

const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };
const BTC: Currency = { code: 'BTC', subunits: 100_000_000, fiat: false };
const limits: BetLimitsSettings = {
  selection_limit: { value: 3 },
  odds_limit: { value: odds(50_000), action: 'reject' },
  max_stake_limit: {
    fiat: [{ currency_code: 'EUR', amount: minorUnits(100_00), action: 'reject' }],
    crypto: [{ currency_code: 'BTC', amount: minorUnits(1_000_000), action: 'reject' }],
  },
  payout_limit: {
    fiat: [{ currency_code: 'EUR', amount: minorUnits(1000_00), action: 'reject' }],
    crypto: [],
  },
};
const bet = (over: Partial<LimitedBet> = {}): LimitedBet => ({
  selections: [1],
  stake: minorUnits(10_00),
  currency: EUR,
  odds: odds(2000),
  profit: minorUnits(10_00),
  ...over,
});

describe('domain 5 slip limits', () => {
  it('apply only when both the settings and the feature flag are on', () => {
    const tooMany = [bet({ selections: [1, 2, 3, 4] })];
    expect(checkBetLimits(tooMany, limits, false)).toEqual({ ok: true, warnings: [] });
    expect(checkBetLimits(tooMany, null, true)).toEqual({ ok: true, warnings: [] });
  });

  it('1. too many selections: error.validation.bet_limits.selection_limit_exceeded (max_selections)', () => {
    const r = checkBetLimits(
      [bet({ selections: [1, 2, 3, 4], stake: minorUnits(1e9) })],
      limits,
      true,
    );
    expect(r).toMatchObject({
      ok: false,
      error: {
        type: 'max_selections',
        key: 'error.validation.bet_limits.selection_limit_exceeded',
        limit: 3,
      },
    });
  });

  it('2. odds above the limit: reject gives error.validation.bet_limits.odds_limit_exceeded (max_odds)', () => {
    const r = checkBetLimits([bet({ odds: odds(60_000), stake: minorUnits(1e9) })], limits, true);
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'max_odds', key: 'error.validation.bet_limits.odds_limit_exceeded' },
    });
  });

  it('2. odds above the limit: accept gives a warning carrying the limit value', () => {
    const accept = { ...limits, odds_limit: { value: odds(50_000), action: 'accept' as const } };
    const r = checkBetLimits([bet({ odds: odds(60_000) })], accept, true);
    expect(r).toEqual({
      ok: true,
      warnings: [
        {
          type: 'max_odds',
          titleKey: 'warning.validation.bet_limits.odds_limit_exceeded.title',
          descriptionKey: 'warning.validation.bet_limits.odds_limit_exceeded.description',
          betIndex: 0,
          params: { value: 50_000 },
        },
      ],
    });
  });

  it('2. a multi-bet slip compares the odds limit per bet', () => {
    const r = checkBetLimits([bet(), bet({ odds: odds(51_000) })], limits, true);
    expect(r).toMatchObject({ ok: false, error: { type: 'max_odds', betIndex: 1 } });
  });

  it('3. any stake above the maximum for the currency: error.validation.bet_limits.max_stake_limit_exceeded (max_stake)', () => {
    const r = checkBetLimits([bet(), bet({ stake: minorUnits(100_01) })], limits, true);
    expect(r).toMatchObject({
      ok: false,
      error: {
        type: 'max_stake',
        key: 'error.validation.bet_limits.max_stake_limit_exceeded',
        betIndex: 1,
        currencyCode: 'EUR',
      },
    });
    const crypto = checkBetLimits(
      [bet({ currency: BTC, stake: minorUnits(1_000_001) })],
      limits,
      true,
    );
    expect(crypto).toMatchObject({ ok: false, error: { type: 'max_stake' } });
  });

  it('4. any profit above the payout limit: reject gives error.validation.bet_limits.payout_limit_exceeded (max_payout)', () => {
    const r = checkBetLimits([bet({ profit: minorUnits(1000_01) })], limits, true);
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'max_payout', key: 'error.validation.bet_limits.payout_limit_exceeded' },
    });
  });

  it('4. payout accept gives a warning carrying the currency code and amount', () => {
    const accept: BetLimitsSettings = {
      ...limits,
      payout_limit: {
        fiat: [{ currency_code: 'EUR', amount: minorUnits(1000_00), action: 'accept' }],
        crypto: [],
      },
    };
    const r = checkBetLimits([bet({ profit: minorUnits(2000_00) })], accept, true);
    expect(r).toEqual({
      ok: true,
      warnings: [
        {
          type: 'max_payout',
          titleKey: 'warning.validation.bet_limits.payout_limit_exceeded.title',
          descriptionKey: 'warning.validation.bet_limits.payout_limit_exceeded.description',
          betIndex: 0,
          params: { currency: 'EUR', amount: 100_000 },
        },
      ],
    });
  });

  it('are checked in order: selections before odds before stake before payout', () => {
    const everything = bet({
      selections: [1, 2, 3, 4],
      odds: odds(99_000),
      stake: minorUnits(1e9),
      profit: minorUnits(1e12),
    });
    expect(checkBetLimits([everything], limits, true)).toMatchObject({
      error: { type: 'max_selections' },
    });
    const noCount = { ...everything, selections: [1] };
    expect(checkBetLimits([noCount], limits, true)).toMatchObject({ error: { type: 'max_odds' } });
    const accepted = { ...limits, odds_limit: { value: odds(50_000), action: 'accept' as const } };
    const r = checkBetLimits([noCount], accepted, true);
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'max_stake' },
      warnings: [{ type: 'max_odds' }],
    });
  });
});
