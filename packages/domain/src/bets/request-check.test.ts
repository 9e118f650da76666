import { describe, expect, it } from 'vitest';
import type { Currency } from '../money';
import { checkPlacementRequest, type LooseBetPayload } from './request-check';

const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };
const options = { currencyOf: (code: string) => (code === 'EUR' ? EUR : null) };
const sel = (match: number, outcome = '1') => ({
  match_id: match,
  market_id: 1,
  specifier: '',
  outcome_id: outcome,
});
const bet = (over: Partial<LooseBetPayload> = {}): LooseBetPayload => ({
  stake: { value: 1000, currency: 'EUR' },
  selections: [sel(1)],
  ...over,
});

describe('issue 7 bad input: wire-level checks of POST /bets', () => {
  it('passes a sound body', () => {
    expect(
      checkPlacementRequest({ bets: [bet(), bet({ selections: [sel(2)] })] }, options),
    ).toEqual([]);
  });

  it.each([
    [0, 'error.place_bets.invalid_stake'],
    [-100, 'error.place_bets.invalid_stake'],
    [Number.NaN, 'error.place_bets.invalid_stake'],
    [1250.5, 'error.place_bets.stake_precision'],
  ])('refuses a stake of %s minor units with %s, keyed by the first selection', (value, key) => {
    expect(
      checkPlacementRequest({ bets: [bet({ stake: { value, currency: 'EUR' } })] }, options),
    ).toEqual([{ reason: expect.any(String), key, betIndex: 0, selectionId: '1/1//1' }]);
  });

  it('refuses an unknown currency', () => {
    expect(
      checkPlacementRequest({ bets: [bet({ stake: { value: 100, currency: 'XXX' } })] }, options),
    ).toMatchObject([{ key: 'error.place_bets.unknown_currency' }]);
  });

  it('refuses the same outcome twice in a bet and in two bets of one slip', () => {
    expect(
      checkPlacementRequest({ bets: [bet({ selections: [sel(1), sel(1)] })] }, options),
    ).toMatchObject([{ key: 'error.place_bets.duplicate_selection', betIndex: 0 }]);
    expect(checkPlacementRequest({ bets: [bet(), bet()] }, options)).toMatchObject([
      { key: 'error.place_bets.duplicate_selection', betIndex: 1 },
    ]);
  });

  it('refuses a bet without selections, and system_id with custom_odds', () => {
    expect(checkPlacementRequest({ bets: [bet({ selections: [] })] }, options)).toMatchObject([
      { key: 'error.place_bets.no_selections' },
    ]);
    expect(
      checkPlacementRequest({ bets: [bet({ system_id: '2/3', custom_odds: 3000 })] }, options),
    ).toMatchObject([{ key: 'error.place_bets.invalid_payload' }]);
  });
});
