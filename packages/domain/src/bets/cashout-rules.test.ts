import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComboBoostBonus } from '../bonus';
import { cashoutValue, type CashoutBet } from '../cashout';
import type { MinorUnits } from '../money';
import { odds, type Odds } from '../odds';
import {
  autoCashoutAfterPartial,
  autoCashoutDue,
  checkAutoCashoutThreshold,
  dueAutoCashouts,
} from './auto-cashout';
import { confirmEditQuote, quoteEditBet, type EditBetInput } from './edit-bet';
import {
  checkCashoutPart,
  partialCashoutShown,
  partialCashoutValue,
  stakePart,
} from './partial-cashout';

const arbOdds = fc.integer({ min: 1010, max: 20_000 }).map((n) => n as Odds);
const arbBet = fc
  .record({
    stake: fc.integer({ min: 2, max: 10_000_000 }),
    legs: fc.array(fc.tuple(arbOdds, arbOdds), { minLength: 1, maxLength: 6 }),
  })
  .map(({ stake, legs }): CashoutBet => ({
    betType: legs.length > 1 ? 'combo' : 'single',
    stake: stake as MinorUnits,
    legs: legs.map(([placed, now]) => ({
      odds: placed,
      currentOdds: now,
      result: 'no_results',
      suspended: false,
    })),
  }));

describe('issue 22: partial cash-out', () => {
  it('property: the part paid and the offer for the rest never exceed the whole offer', () => {
    fc.assert(
      fc.property(arbBet, fc.integer({ min: 1, max: 9_999 }), (bet, bp) => {
        const part = Math.max(1, stakePart(bet.stake, bp)) as MinorUnits;
        fc.pre(part < bet.stake);
        const whole = cashoutValue(bet)!;
        const paid = partialCashoutValue(bet, part)!;
        const rest = partialCashoutValue(bet, (bet.stake - part) as MinorUnits)!;
        expect(paid + rest).toBeLessThanOrEqual(whole);
        // Rounding down costs at most a minor unit per part.
        expect(whole - (paid + rest)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('property: the share shown of an offer is never above the exact value of the part', () => {
    fc.assert(
      fc.property(arbBet, fc.integer({ min: 1, max: 10_000 }), (bet, bp) => {
        const part = Math.max(1, stakePart(bet.stake, bp)) as MinorUnits;
        const whole = cashoutValue(bet)!;
        expect(partialCashoutShown(whole, bet.stake, part)).toBeLessThanOrEqual(
          partialCashoutValue(bet, part)!,
        );
      }),
    );
  });

  it('50 % of the stake pays half the offer (to the minor unit, rounded down)', () => {
    const bet: CashoutBet = {
      betType: 'combo',
      stake: 1000 as MinorUnits,
      legs: [
        { odds: odds(2000), currentOdds: odds(1600), result: 'no_results', suspended: false },
        { odds: odds(1800), currentOdds: odds(1800), result: 'no_results', suspended: false },
      ],
    };
    const whole = cashoutValue(bet)!;
    expect(partialCashoutValue(bet, stakePart(bet.stake, 5000))).toBe(Math.floor(whole / 2));
  });

  it('a part must be a whole amount within the stake, leaving enough running', () => {
    const stake = 1000 as MinorUnits;
    expect(checkCashoutPart(stake, 500, 100 as MinorUnits)).toEqual({
      ok: true,
      full: false,
      remaining: 500,
    });
    expect(checkCashoutPart(stake, 1000, 100 as MinorUnits)).toMatchObject({
      ok: true,
      full: true,
    });
    for (const bad of [0, -1, 1001, 12.5, 950]) {
      expect(checkCashoutPart(stake, bad, 100 as MinorUnits).ok).toBe(false);
    }
  });
});

describe('issue 22: auto cash-out', () => {
  it('fires at or above the threshold, never without an offer', () => {
    expect(autoCashoutDue(500 as MinorUnits, 500 as MinorUnits)).toBe(true);
    expect(autoCashoutDue(500 as MinorUnits, 499 as MinorUnits)).toBe(false);
    expect(autoCashoutDue(500 as MinorUnits, null)).toBe(false);
    const offers = new Map<number, MinorUnits | null>([
      [1, 700 as MinorUnits],
      [2, 300 as MinorUnits],
      [3, null],
    ]);
    expect(
      dueAutoCashouts(
        [
          { betId: 1, threshold: 600 as MinorUnits },
          { betId: 2, threshold: 600 as MinorUnits },
          { betId: 3, threshold: 1 as MinorUnits },
        ],
        (id) => offers.get(id) ?? null,
      ),
    ).toEqual([{ betId: 1, pay: 700 }]);
  });

  it('property: a rule that fires pays at least its threshold', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            t: fc.integer({ min: 1, max: 1e6 }),
            o: fc.option(fc.integer({ min: 0, max: 1e6 })),
          }),
        ),
        (rows) => {
          const due = dueAutoCashouts(
            rows.map((r, i) => ({ betId: i, threshold: r.t as MinorUnits })),
            (i) => (rows[i]!.o ?? null) as MinorUnits | null,
          );
          for (const d of due) expect(d.pay).toBeGreaterThanOrEqual(rows[d.betId]!.t);
          expect(due.length).toBe(rows.filter((r) => r.o !== null && r.o > 0 && r.o >= r.t).length);
        },
      ),
    );
  });

  it('a threshold lies between zero and the potential win', () => {
    expect(checkAutoCashoutThreshold(500, 2000 as MinorUnits).ok).toBe(true);
    for (const bad of [0, -5, 2000, 2500, 1.5]) {
      expect(checkAutoCashoutThreshold(bad, 2000 as MinorUnits).ok).toBe(false);
    }
  });
});

describe('issue 22: auto cash-out after a partial cash-out', () => {
  const m = (n: number) => n as MinorUnits;

  it('the threshold is scaled by the share of the stake left running, or the rule goes', () => {
    // 1400 on a stake of 1000; half cashed out: 700 on the 500 left (potential win 1000).
    expect(autoCashoutAfterPartial(m(1_400), m(1_000), m(500), m(1_000))).toBe(700);
    // Rounded up: never a lower price than the player asked for.
    expect(autoCashoutAfterPartial(m(1_001), m(1_000), m(333), m(666))).toBe(334);
    // Nothing cashed out: unchanged; nothing left: gone.
    expect(autoCashoutAfterPartial(m(1_400), m(1_000), m(1_000), m(2_000))).toBe(1_400);
    expect(autoCashoutAfterPartial(m(1_400), m(1_000), m(0), m(0))).toBeNull();
    // Scaled to the rest's potential win or above: a rule the player could not set; dropped.
    expect(autoCashoutAfterPartial(m(1_999), m(1_000), m(1), m(2))).toBeNull();
  });

  it('property: the scaled rule fires on the rest only when the whole bet would have reached its threshold', () => {
    fc.assert(
      fc.property(
        arbBet,
        fc.integer({ min: 1, max: 9_999 }),
        fc.integer({ min: 50, max: 150 }),
        (bet, bp, percent) => {
          const whole = cashoutValue(bet)!;
          const remaining = Math.max(1, stakePart(bet.stake, bp)) as MinorUnits;
          fc.pre(remaining < bet.stake);
          // A threshold about the whole offer now, a little below or above it.
          const threshold = Math.max(1, Math.round((whole * percent) / 100)) as MinorUnits;
          const scaled = autoCashoutAfterPartial(threshold, bet.stake, remaining, m(1e15));
          const rest = partialCashoutValue(bet, remaining);
          if (scaled !== null && autoCashoutDue(scaled, rest))
            expect(whole).toBeGreaterThanOrEqual(threshold);
        },
      ),
    );
  });
});

describe('issue 22: edit bet', () => {
  const leg = (id: string, matchId: number, now: number | null) => ({
    id,
    matchId,
    provider: 'betradar',
    matchStatus: 0 as const,
    result: 'no_results' as const,
    currentOdds: now === null ? null : odds(now),
  });
  const base: EditBetInput = {
    betType: 'combo',
    isCustom: false,
    open: true,
    legs: [leg('1/1//1', 1, 2000), leg('2/1//1', 2, 1500), leg('3/1//1', 3, 3000)],
    remove: ['3/1//1'],
    add: [],
    offer: 900 as MinorUnits,
    stake: null,
  };

  it('removing a leg: the cash-out becomes the stake of a combo of the rest at the odds now', () => {
    const result = quoteEditBet(base);
    expect(result).toEqual({
      ok: true,
      quote: {
        cashout: 900,
        selections: [
          { id: '1/1//1', odds: 2000 },
          { id: '2/1//1', odds: 1500 },
        ],
        odds: 3000,
        bonusOdds: null,
        stake: 900,
        potentialWin: 2700,
        balanceChange: 0,
      },
    });
  });

  it('a combo boost the bet carries is kept at the range its new legs reach, else dropped', () => {
    const bonus: ComboBoostBonus = {
      id: '9',
      type: 'comboboost',
      minOdds: odds(1200),
      ranges: [
        { minCount: 2, maxCount: 2, bonusOdds: odds(1030) },
        { minCount: 3, maxCount: 9, bonusOdds: odds(1050) },
      ],
      onlyVerified: true,
    };
    const two = quoteEditBet({ ...base, boost: { bonus, isVerified: true } });
    // 2.00 x 1.50 = 3.00, boosted x1.03 for two selections.
    expect(two).toMatchObject({
      ok: true,
      quote: { bonusOdds: 1030, odds: 3090, potentialWin: 2781 },
    });
    const unverified = quoteEditBet({ ...base, boost: { bonus, isVerified: false } });
    expect(unverified).toMatchObject({ ok: true, quote: { bonusOdds: null, odds: 3000 } });
    const one = quoteEditBet({
      ...base,
      remove: ['2/1//1', '3/1//1'],
      boost: { bonus, isVerified: true },
    });
    expect(one).toMatchObject({ ok: true, quote: { bonusOdds: null, odds: 2000 } });
  });

  it('adding a leg with a stake of its own moves the balance by the difference', () => {
    const result = quoteEditBet({
      ...base,
      remove: [],
      add: [{ id: '4/1//2', matchId: 4, provider: 'betradar', matchStatus: 0, odds: odds(2000) }],
      stake: 1000,
    });
    expect(result.ok && result.quote).toMatchObject({
      odds: 18000,
      stake: 1000,
      balanceChange: -100,
    });
  });

  it('refuses what cannot be edited', () => {
    expect(quoteEditBet({ ...base, betType: 'system' })).toEqual({
      ok: false,
      key: 'error.edit_bet.not_editable',
    });
    expect(quoteEditBet({ ...base, offer: null })).toEqual({
      ok: false,
      key: 'error.edit_bet.unavailable',
    });
    expect(quoteEditBet({ ...base, remove: [] })).toEqual({
      ok: false,
      key: 'error.edit_bet.no_change',
    });
    expect(quoteEditBet({ ...base, remove: ['9/9//9'] }).ok).toBe(false);
    expect(
      quoteEditBet({
        ...base,
        remove: [],
        add: [{ id: '1/2//1', matchId: 1, provider: 'betradar', matchStatus: 0, odds: odds(2000) }],
      }),
    ).toEqual({ ok: false, key: 'error.validation.combination.same_match' });
    expect(quoteEditBet({ ...base, remove: base.legs.map((l) => l.id) })).toEqual({
      ok: false,
      key: 'error.edit_bet.empty',
    });
  });

  it('a confirmation goes through only at the odds shown and a cash-out at least as shown, paid as shown', () => {
    const result = quoteEditBet({ ...base, offer: 905 as MinorUnits, stake: 900 });
    if (!result.ok) throw new Error('quote');
    expect(confirmEditQuote(result.quote, { cashout: 900, odds: 3000 })).toMatchObject({
      cashout: 900,
      balanceChange: 0,
    });
    expect(confirmEditQuote(result.quote, { cashout: 910, odds: 3000 })).toBeNull();
    expect(confirmEditQuote(result.quote, { cashout: 900, odds: 3100 })).toBeNull();
  });
});
