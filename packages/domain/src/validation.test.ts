import { describe, expect, it } from 'vitest';
import { placementPayload, type BetDraft } from './bet';
import { MATCH_STATUS, selectionKey, type BetSelection } from './selection';
import type { ComboBoostBonus, FreebetBonus } from './bonus';
import { minorUnits, type Currency } from './money';
import { odds } from './odds';
import {
  isWrongOddsError,
  perBetMessages,
  placeButtonBlock,
  validateBets,
  validatePlacement,
  type CurrentSelection,
  type ValidationSettings,
} from './validation';

const EUR: Currency = { code: 'EUR', subunits: 100, fiat: true };
const sel = (matchId: number, o = 2000, provider = 'betradar'): BetSelection => {
  const ids = { matchId, marketId: 1, specifier: '', outcomeId: 1 };
  return {
    id: selectionKey(ids),
    ...ids,
    matchStatus: MATCH_STATUS.prematch,
    provider,
    odds: odds(o),
  };
};
const draft = (over: Partial<BetDraft> = {}): BetDraft => ({
  betType: 'single',
  selections: [sel(1)],
  stake: minorUnits(1000),
  currency: EUR,
  systemType: null,
  customOdds: null,
  bonus: null,
  ...over,
});
const settings: ValidationSettings = {
  multiSingleBets: false,
  availableByProvider: {},
  systemTypes: [],
  betLimits: null,
  betLimitsEnabled: false,
  oddsChangePolicy: 'none',
};
const player = { isLoggedIn: true, isPve: false, isVerified: true };

describe('domain 5 other rules: place bet requires a logged-in, non-pve player', () => {
  it('refuses a signed-out player', () => {
    expect(
      validateBets([draft()], settings, { player: { ...player, isLoggedIn: false } }),
    ).toMatchObject({
      ok: false,
      errors: [{ reason: 'not_logged_in' }],
    });
  });
  it('domain 8: refuses a pve player with error.platform.pve_player_bet_forbidden (114)', () => {
    expect(validateBets([draft()], settings, { player: { ...player, isPve: true } })).toMatchObject(
      {
        ok: false,
        errors: [
          { reason: 'pve_forbidden', key: 'error.platform.pve_player_bet_forbidden', code: 114 },
        ],
      },
    );
  });
});

describe('domain 5 / domain 8 validateBets', () => {
  it('accepts a plain single and prices it', () => {
    const r = validateBets([draft()], settings, { player });
    expect(r).toMatchObject({ ok: true, bets: [{ odds: 2000, potentialWin: 2000, profit: 1000 }] });
  });

  it('refuses a bet without a stake', () => {
    expect(validateBets([draft({ stake: minorUnits(0) })], settings, { player })).toMatchObject({
      ok: false,
      errors: [{ reason: 'no_stake', key: 'error.place_bets.default', betIndex: 0 }],
    });
  });

  it('domain 8: odds moved against the policy give error.place_bets.invalid_odds (101) on the first selection id', () => {
    const current = (): CurrentSelection => ({
      odds: odds(1900),
      matchStatus: MATCH_STATUS.prematch,
      provider: 'betradar',
      active: true,
      providerActive: true,
    });
    const bet = draft();
    const r = validateBets([bet], settings, { player, current });
    expect(r).toMatchObject({
      ok: false,
      errors: [
        {
          reason: 'invalid_odds',
          key: 'error.place_bets.invalid_odds',
          code: 101,
          selectionId: bet.selections[0]?.id,
        },
      ],
    });
    expect(perBetMessages(r.ok ? [] : r.errors)).toEqual({
      [bet.selections[0]?.id as string]: 'error.place_bets.invalid_odds',
    });
    // With policy "higher" a rise is accepted and the bet takes the current odds.
    const up = () => ({ ...current(), odds: odds(2100) });
    const ok = validateBets(
      [bet],
      { ...settings, oddsChangePolicy: 'higher' },
      { player, current: up },
    );
    expect(ok).toMatchObject({ ok: true, bets: [{ odds: 2100 }] });
  });

  it('refuses suspended and unavailable selections', () => {
    const base: CurrentSelection = {
      odds: odds(2000),
      matchStatus: 0,
      provider: 'betradar',
      active: true,
      providerActive: true,
    };
    expect(
      validateBets([draft()], settings, { player, current: () => ({ ...base, active: false }) }),
    ).toMatchObject({
      errors: [{ reason: 'suspended' }],
    });
    expect(
      validateBets([draft()], settings, {
        player,
        current: () => ({ ...base, matchStatus: MATCH_STATUS.finished }),
      }),
    ).toMatchObject({
      errors: [{ reason: 'suspended' }],
    });
    expect(
      validateBets([draft()], settings, {
        player,
        current: () => ({ ...base, providerActive: false }),
      }),
    ).toMatchObject({
      errors: [{ reason: 'not_available' }],
    });
  });

  it('domain 8: a custom bet whose price moved gives error.place_bets.invalid_odds_custom_bet (120)', () => {
    const custom = draft({
      betType: 'combo',
      selections: [sel(1), { ...sel(1), id: 'x', outcomeId: 2 }],
      customOdds: odds(3000),
    });
    const r = validateBets([custom], settings, { player, customOdds: () => odds(2800) });
    expect(r).toMatchObject({
      ok: false,
      errors: [{ reason: 'invalid_odds_custom_bet', code: 120 }],
    });
  });

  it('applies the combination rules', () => {
    const r = validateBets(
      [draft({ betType: 'combo', selections: [sel(1), { ...sel(1), id: 'b', outcomeId: 2 }] })],
      settings,
      { player },
    );
    expect(r).toMatchObject({
      ok: false,
      errors: [{ reason: 'combination', key: 'error.validation.combination.same_match' }],
    });
  });

  it('applies the limits after the rules, keeping their warnings', () => {
    const limited: ValidationSettings = {
      ...settings,
      betLimitsEnabled: true,
      betLimits: {
        selection_limit: null,
        odds_limit: { value: odds(1500), action: 'accept' },
        max_stake_limit: null,
        payout_limit: null,
      },
    };
    const r = validateBets([draft()], limited, { player });
    expect(r).toMatchObject({ ok: true, warnings: [{ type: 'max_odds' }] });
  });

  it('domain 4 freebet stake: a freebet bet must be staked at the freebet amount and meet its conditions', () => {
    const fb: FreebetBonus = {
      id: 'fb',
      type: 'freebet',
      amount: minorUnits(500),
      currencyCode: 'EUR',
      minOdds: odds(1500),
      maxOdds: null,
      matchStatus: null,
      selectionCountFrom: null,
      selectionCountTo: null,
      isActive: true,
    };
    const bonus = { id: 'fb', type: 'freebet', odds: null };
    expect(
      validateBets([draft({ bonus, stake: minorUnits(500) })], settings, { player, bonuses: [fb] }),
    ).toMatchObject({ ok: true });
    expect(
      validateBets([draft({ bonus, stake: minorUnits(600) })], settings, { player, bonuses: [fb] }),
    ).toMatchObject({
      errors: [{ reason: 'freebet', key: 'error.validation.freebet.stake' }],
    });
    expect(
      validateBets(
        [draft({ bonus, stake: minorUnits(500), selections: [sel(1, 1200)] })],
        settings,
        { player, bonuses: [fb] },
      ),
    ).toMatchObject({
      errors: [{ reason: 'freebet', key: 'error.validation.freebet.min_odds' }],
    });
    expect(
      validateBets([draft({ bonus, stake: minorUnits(500) })], settings, { player, bonuses: [] }),
    ).toMatchObject({
      errors: [{ reason: 'bonus' }],
    });
  });

  it('domain 5 combo boost: the range its selections reach, at the boost odds the player saw', () => {
    const boost: ComboBoostBonus = {
      id: 'cb',
      type: 'comboboost',
      minOdds: odds(1200),
      ranges: [
        { minCount: 3, maxCount: 3, bonusOdds: odds(1030) },
        { minCount: 4, maxCount: 40, bonusOdds: odds(1050) },
      ],
      onlyVerified: false,
    };
    const combo = (n: number, seen: number | null, legOdds = 2000) =>
      draft({
        betType: 'combo',
        selections: Array.from({ length: n }, (_, i) => sel(i + 1, legOdds)),
        bonus: { id: 'cb', type: 'comboboost', odds: seen === null ? null : odds(seen) },
      });
    // 4 legs at 2.00: 16.00 x 1.05 = 16.80; 10.00 stake wins 168.00.
    expect(validateBets([combo(4, 1050)], settings, { player, bonuses: [boost] })).toMatchObject({
      ok: true,
      bets: [{ odds: 16_800, potentialWin: 16_800, bet: { bonus: { odds: 1050 } } }],
    });
    // The player saw the 3-leg boost on a 4-leg combo: the price changed.
    expect(validateBets([combo(4, 1030)], settings, { player, bonuses: [boost] })).toMatchObject({
      errors: [{ reason: 'invalid_odds' }],
    });
    // Too few suitable selections (legs under min odds do not count), and a single.
    for (const bet of [
      combo(4, 1050, 1100),
      combo(2, 1050),
      draft({ bonus: combo(3, 1030).bonus }),
    ])
      expect(validateBets([bet], settings, { player, bonuses: [boost] })).toMatchObject({
        errors: [{ reason: 'bonus', key: 'error.validation.bonus.not_applicable' }],
      });
  });

  it('recognises wrong-odds answers by key or code (domain 8)', () => {
    expect(isWrongOddsError({ code: 101 })).toBe(true);
    expect(isWrongOddsError({ key: 'error.risk_validation.odds_to_low' })).toBe(true);
    expect(isWrongOddsError({ code: 118, key: 'error.place_bets.default' })).toBe(false);
  });
});

describe('domain 5: only custom and system bet payloads carry custom_odds or system_id', () => {
  it('builds payloads accordingly', () => {
    expect(placementPayload(draft())).not.toHaveProperty('system_id');
    expect(placementPayload(draft())).not.toHaveProperty('custom_odds');
    const system = draft({
      betType: 'system',
      selections: [sel(1), sel(2), sel(3)],
      systemType: { winCount: 2, totalCount: 3 },
    });
    expect(placementPayload(system)).toMatchObject({ system_id: '2/3' });
    expect(placementPayload(draft({ customOdds: odds(2500) }))).toMatchObject({
      custom_odds: 2500,
    });
  });

  it('the server reads a payload back into the same bet and validates it', () => {
    const system = draft({
      betType: 'system',
      selections: [sel(1), sel(2), sel(3)],
      systemType: { winCount: 2, totalCount: 3 },
      stake: minorUnits(300),
    });
    const lookup = () => ({
      odds: odds(2000),
      matchStatus: MATCH_STATUS.prematch,
      provider: 'betradar',
      active: true,
      providerActive: true,
    });
    const request = {
      meta: { device_id: 'd', quick: false, type: 'system' },
      bets: [placementPayload(system)],
    };
    const r = validatePlacement(request, settings, { player, currency: EUR, lookup });
    expect(r).toMatchObject({
      ok: true,
      bets: [{ bet: { betType: 'system' }, potentialWin: 1200 }],
    });
    const both = { ...placementPayload(system), custom_odds: odds(2000) };
    expect(
      validatePlacement({ ...request, bets: [both] }, settings, { player, currency: EUR, lookup }),
    ).toMatchObject({
      ok: false,
      errors: [{ reason: 'payload' }],
    });
    const unknown = validatePlacement(request, settings, {
      player,
      currency: EUR,
      lookup: () => null,
    });
    expect(unknown).toMatchObject({ ok: false, errors: [{ reason: 'selection_unknown' }] });
  });
});

describe('domain 5 place button', () => {
  const flagged = (
    over: Partial<{ isSuspended: boolean; isNotAvailable: boolean; isChanged: boolean }> = {},
  ) => ({
    ...sel(1),
    isSuspended: false,
    isNotAvailable: false,
    isChanged: false,
    ...over,
  });
  const bet = (over: Partial<BetDraft> = {}, flags = {}) => ({
    ...draft(over),
    selections: [flagged(flags)],
  });
  it('is disabled with no bets', () => {
    expect(placeButtonBlock([], settings, {})).toBe('no_bets');
  });
  it('is disabled unless every bet has a stake above zero', () => {
    expect(placeButtonBlock([bet(), bet({ stake: minorUnits(0) })], settings, {})).toBe('no_stake');
  });
  it('is disabled when the first bet has a blocking condition', () => {
    expect(placeButtonBlock([bet({}, { isSuspended: true })], settings, {})).toBe(
      'blocked_selection',
    );
    expect(placeButtonBlock([bet({}, { isNotAvailable: true })], settings, {})).toBe(
      'blocked_selection',
    );
    expect(placeButtonBlock([bet({}, { isChanged: true })], settings, {})).toBe(
      'blocked_selection',
    );
  });
  it('is disabled when a check on the bets fails', () => {
    const tooMany: ValidationSettings = {
      ...settings,
      betLimitsEnabled: true,
      betLimits: {
        selection_limit: { value: 0 },
        odds_limit: null,
        max_stake_limit: null,
        payout_limit: null,
      },
    };
    expect(placeButtonBlock([bet()], tooMany, {})).toBe('check_failed');
  });
  it('is disabled when total stake equals potential win (rounded for fiat)', () => {
    const evens = {
      ...bet(),
      selections: [{ ...flagged(), odds: odds(1001) }],
      stake: minorUnits(100),
    };
    expect(placeButtonBlock([evens], settings, {})).toBe('no_profit');
    expect(placeButtonBlock([bet()], settings, {})).toBeNull();
  });
});
