import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashoutBoostShare,
  comboBoostFor,
  comboBoostRangeIndex,
  freebetRefusal,
  issuedBonusStatus,
  reselectBonus,
  suitableSelectionsCount,
  type ComboBoostBonus,
  type FreebetBonus,
  type SlipBonus,
} from './bonus';
import { aHunt, aTournament } from './hunting.fixture';
import { MATCH_STATUS } from './selection';
import { minorUnits } from './money';
import { odds } from './odds';

const boost: ComboBoostBonus = {
  id: 'cb',
  type: 'comboboost',
  minOdds: odds(1300),
  onlyVerified: false,
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: odds(1050) },
    { minCount: 5, maxCount: 100, bonusOdds: odds(1100) },
  ],
};
const freebet: FreebetBonus = {
  id: 'fb',
  type: 'freebet',
  amount: minorUnits(500),
  currencyCode: 'EUR',
  minOdds: odds(1500),
  maxOdds: odds(10_000),
  matchStatus: 'prematch',
  selectionCountFrom: 1,
  selectionCountTo: 3,
  isActive: true,
};
const legs = (...xs: number[]) => xs.map((o) => ({ odds: odds(o) }));

describe('domain 5 combo boost: the range from the count of suitable selections', () => {
  it('counts only selections at or above the minimum odds', () => {
    const state = comboBoostFor(
      boost,
      { betType: 'combo', selections: legs(1500, 1500, 1200, 1500), customOdds: null },
      true,
    );
    expect(state).toEqual({ activeRangeIndex: 0, suitableSelections: 3, bonusOdds: 1050 });
  });

  it('moves to the next range with more suitable selections and to none below the first', () => {
    expect(comboBoostRangeIndex(boost, 2)).toBe(-1);
    expect(comboBoostRangeIndex(boost, 4)).toBe(0);
    expect(comboBoostRangeIndex(boost, 5)).toBe(1);
  });

  it('applies to combos only, and to verified users when only_verified', () => {
    const sel = legs(1500, 1500, 1500);
    expect(
      comboBoostFor(boost, { betType: 'system', selections: sel, customOdds: null }, true)
        .bonusOdds,
    ).toBeNull();
    const verifiedOnly = { ...boost, onlyVerified: true };
    expect(
      comboBoostFor(verifiedOnly, { betType: 'combo', selections: sel, customOdds: null }, false)
        .bonusOdds,
    ).toBeNull();
    expect(
      comboBoostFor(verifiedOnly, { betType: 'combo', selections: sel, customOdds: null }, true)
        .bonusOdds,
    ).toBe(1050);
  });
});

describe('domain 4 bonus selection: re-selected when the list changes', () => {
  const hunting: SlipBonus = aHunt();
  const tournament: SlipBonus = aTournament();
  it('keeps the chosen bonus while it is offered', () => {
    expect(reselectBonus(boost, [hunting, boost])).toBe(boost);
  });
  it('defaults to hunting, then tournament, then comboboost', () => {
    expect(reselectBonus(null, [boost, tournament, hunting])).toBe(hunting);
    expect(reselectBonus(null, [boost, tournament])).toBe(tournament);
    expect(reselectBonus(null, [boost])).toBe(boost);
    expect(reselectBonus(null, [freebet])).toBeNull();
  });
  it('drops a freebet that is no longer offered', () => {
    expect(reselectBonus(freebet, [])).toBeNull();
  });
});

describe('domain 3 freebet conditions', () => {
  const bet = (o: number, n = 1, status = MATCH_STATUS.prematch as 0 | 1) => ({
    selections: Array.from({ length: n }, () => ({ matchStatus: status })),
    odds: odds(o),
    currencyCode: 'EUR',
  });
  it('applies within min and max odds, match status and selection counts', () => {
    expect(freebetRefusal(freebet, bet(2000))).toBeNull();
    expect(freebetRefusal(freebet, bet(1400))).toBe('min_odds');
    expect(freebetRefusal(freebet, bet(11_000))).toBe('max_odds');
    expect(freebetRefusal(freebet, bet(2000, 1, MATCH_STATUS.live))).toBe('match_status');
    expect(freebetRefusal(freebet, bet(2000, 4))).toBe('selection_count');
    expect(freebetRefusal({ ...freebet, isActive: false }, bet(2000))).toBe('inactive');
    expect(freebetRefusal(freebet, { ...bet(2000), currencyCode: 'USD' })).toBe('currency');
  });
});

describe('domain 4 bonus status of an issued bonus', () => {
  const issued = {
    status: 'active' as const,
    campaignStatus: 'active' as const,
    validTo: 2_000,
    timesUsed: 1,
    usesCount: 2,
  };
  it('is active until its campaign ends, its uses are spent, or it was deactivated', () => {
    expect(issuedBonusStatus(issued, 1_999)).toBe('active');
    expect(issuedBonusStatus(issued, 2_000)).toBe('expired');
    expect(issuedBonusStatus({ ...issued, timesUsed: 2 }, 0)).toBe('bonus_over');
    expect(issuedBonusStatus({ ...issued, campaignStatus: 'upcoming' }, 0)).toBe('not_available');
    expect(issuedBonusStatus({ ...issued, status: 'deactivated' }, 0)).toBe('deactivated');
    expect(issuedBonusStatus({ ...issued, validTo: null, usesCount: null }, 1e15)).toBe('active');
  });
});

describe('domain 3 combo boost match status', () => {
  it("counts only selections in the campaign's match status", () => {
    const live = { odds: odds(1500), matchStatus: MATCH_STATUS.live };
    const pre = { odds: odds(1500), matchStatus: MATCH_STATUS.prematch };
    const b: ComboBoostBonus = {
      id: 'b',
      type: 'comboboost',
      minOdds: odds(1200),
      ranges: [],
      onlyVerified: false,
      matchStatus: 'prematch',
    };
    expect(suitableSelectionsCount([live, pre, pre], b)).toBe(2);
    expect(suitableSelectionsCount([live, pre, pre], { ...b, matchStatus: null })).toBe(3);
  });
});

describe('domain 3 combo boost country codes and event conditions', () => {
  const place = fc.record({
    sportKey: fc.constantFrom('soccer', 'tennis', 'basketball'),
    tournamentId: fc.constantFrom(1, 2, 3),
    countryCode: fc.constantFrom('GB', 'DE', 'ES', null),
  });
  const lists = fc.record({
    countryCodes: fc.subarray(['GB', 'DE', 'ES']),
    sportKeys: fc.subarray(['soccer', 'tennis', 'basketball']),
    tournamentIds: fc.subarray([1, 2, 3]),
  });

  it('a selection counts when each non-empty list holds its own value', () => {
    fc.assert(
      fc.property(fc.array(place, { maxLength: 8 }), lists, (places, l) => {
        const b: ComboBoostBonus = {
          ...boost,
          countryCodes: l.countryCodes,
          eventConditions: { sportKeys: l.sportKeys, tournamentIds: l.tournamentIds },
        };
        const inList = <T>(list: T[], v: T | null) => list.length === 0 || list.includes(v as T);
        const expected = places.filter(
          (p) =>
            inList(l.countryCodes, p.countryCode) &&
            inList(l.sportKeys, p.sportKey) &&
            inList(l.tournamentIds, p.tournamentId),
        ).length;
        const selections = places.map((p) => ({ ...p, odds: odds(1500) }));
        expect(suitableSelectionsCount(selections, b)).toBe(expected);
      }),
    );
  });

  it('a selection whose country is not known does not count toward a boost for some countries', () => {
    const b: ComboBoostBonus = { ...boost, countryCodes: ['GB'] };
    const gb = { odds: odds(1500), countryCode: 'GB' };
    expect(suitableSelectionsCount([gb, gb, { odds: odds(1500) }], b)).toBe(2);
    expect(
      comboBoostFor(b, { betType: 'combo', selections: [gb, gb, gb], customOdds: null }, true),
    ).toMatchObject({ bonusOdds: 1050 });
  });
});

describe("issue 19: the boost's part of a cash-out", () => {
  it('is what the boost adds to a cash-out linear in the placed odds', () => {
    // An offer of 16.80 on a x1.05 boost: 16.00 of it is the plain bet's.
    expect(cashoutBoostShare(minorUnits(1680), odds(1050))).toBe(80);
    expect(cashoutBoostShare(minorUnits(1000), odds(1000))).toBe(0);
    // 10.00 / 1.03 = 9.708...: the plain part rounds down, the boost's part up.
    expect(cashoutBoostShare(minorUnits(1000), odds(1030))).toBe(30);
  });
});
