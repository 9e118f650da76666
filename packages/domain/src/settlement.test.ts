import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from './money';
import { odds } from './odds';
import {
  boostShare,
  SELECTION_RESULTS,
  historyBetType,
  isSubmittedGroup,
  settleBet,
  type SelectionResult,
  type SettlementLeg,
} from './settlement';
import { priceBet } from './bet';
import { fullCoverSystemType, linesCount, systemLines, systemTypes } from './system';

const leg = (o: number, result: SelectionResult): SettlementLeg => ({ odds: odds(o), result });
const stake = minorUnits(1000);

describe('domain 3: a single pays by its selection result', () => {
  it.each([
    ['win_entire', 2500, 'win_entire'],
    ['lose_entire', 0, 'lose_entire'],
    ['canceled', 1000, 'canceled'],
    ['refund_entire', 1000, 'refund_entire'],
    ['refund_half_win_other', 1750, 'refund_half_win_other'], // 5.00 at 2.50 + 5.00 back
    ['refund_half_lose_other', 500, 'refund_half_lose_other'], // 5.00 back, 5.00 lost
  ] as const)('%s pays %i', (result, payout, betResult) => {
    const s = settleBet({ betType: 'single', stake, legs: [leg(2500, result)] });
    expect(s).toEqual({ result: betResult, status: 'done', payout });
  });

  it('stays waiting_results while its selection has no result', () => {
    const s = settleBet({ betType: 'single', stake, legs: [leg(2500, 'no_results')] });
    expect(s).toEqual({ result: 'no_results', status: 'waiting_results', payout: 0 });
  });
});

describe('domain 3: a combo multiplies its legs, cancelled legs at odds 1', () => {
  it('pays 10.00 x 2.00 x 1.50 = 30.00', () => {
    const s = settleBet({
      betType: 'combo',
      stake,
      legs: [leg(2000, 'win_entire'), leg(1500, 'win_entire')],
    });
    expect(s).toEqual({ result: 'win_entire', status: 'done', payout: 3000 });
  });

  it('counts a cancelled leg at odds 1', () => {
    const s = settleBet({
      betType: 'combo',
      stake,
      legs: [leg(2000, 'win_entire'), leg(1500, 'canceled')],
    });
    expect(s.payout).toBe(2000);
  });

  it('half-wins and half-loses a leg as bookmakers do', () => {
    const halfWin = settleBet({
      betType: 'combo',
      stake,
      legs: [leg(2000, 'win_entire'), leg(1800, 'refund_half_win_other')],
    });
    expect(halfWin).toEqual({ result: 'refund_half_win_other', status: 'done', payout: 2800 });
    const halfLose = settleBet({
      betType: 'combo',
      stake,
      legs: [leg(2000, 'win_entire'), leg(1800, 'refund_half_lose_other')],
    });
    expect(halfLose).toEqual({ result: 'refund_half_lose_other', status: 'done', payout: 1000 });
  });

  it('is lost as soon as one leg loses, even with legs still open', () => {
    const s = settleBet({
      betType: 'combo',
      stake,
      legs: [leg(2000, 'no_results'), leg(1500, 'lose_entire')],
    });
    expect(s).toEqual({ result: 'lose_entire', status: 'done', payout: 0 });
  });

  it('pays the combo-boost odds only when every leg won', () => {
    const legs = [leg(2000, 'win_entire'), leg(1500, 'win_entire')];
    expect(settleBet({ betType: 'combo', stake, legs, bonusOdds: odds(1100) }).payout).toBe(3300);
    const withVoid = [leg(2000, 'win_entire'), leg(1500, 'canceled')];
    expect(
      settleBet({ betType: 'combo', stake, legs: withVoid, bonusOdds: odds(1100) }).payout,
    ).toBe(2000);
  });

  it('is canceled when all legs are, refund_entire when all are void', () => {
    const all = [leg(2000, 'canceled'), leg(1500, 'canceled')];
    expect(settleBet({ betType: 'combo', stake, legs: all })).toEqual({
      result: 'canceled',
      status: 'done',
      payout: 1000,
    });
    const mixed = [leg(2000, 'canceled'), leg(1500, 'refund_entire')];
    expect(settleBet({ betType: 'combo', stake, legs: mixed }).result).toBe('refund_entire');
  });
});

describe('domain 3: a system pays the sum of its settled lines', () => {
  it('pays a 2/3 with one loser as one winning double of its share', () => {
    const legs = [leg(2000, 'win_entire'), leg(2000, 'win_entire'), leg(2000, 'lose_entire')];
    const s = settleBet({
      betType: 'system',
      stake: minorUnits(300),
      legs,
      systemType: { winCount: 2, totalCount: 3 },
    });
    expect(s).toEqual({ result: 'win_entire', status: 'done', payout: 400 });
  });

  it('waits while a line can still win; settles once every line is decided', () => {
    const type = { winCount: 2, totalCount: 3 };
    const open = [leg(2000, 'win_entire'), leg(2000, 'lose_entire'), leg(2000, 'no_results')];
    expect(settleBet({ betType: 'system', stake, legs: open, systemType: type }).status).toBe(
      'waiting_results',
    );
    const lost = [leg(2000, 'lose_entire'), leg(2000, 'lose_entire'), leg(2000, 'no_results')];
    expect(settleBet({ betType: 'system', stake, legs: lost, systemType: type })).toEqual({
      result: 'lose_entire',
      status: 'done',
      payout: 0,
    });
  });

  it('property: a settled system pays the sum of its lines settled as combos', () => {
    const settled = SELECTION_RESULTS.filter((r) => r !== 'no_results');
    const arbCase = fc.constantFrom(...systemTypes(7)).chain((type) =>
      fc.record({
        type: fc.constant(type),
        legs: fc.array(
          fc.record({
            odds: fc.integer({ min: 1001, max: 30_000 }).map(odds),
            result: fc.constantFrom(...settled),
          }),
          { minLength: type.totalCount, maxLength: type.totalCount },
        ),
        perLine: fc.integer({ min: 1, max: 1e6 }),
      }),
    );
    fc.assert(
      fc.property(arbCase, ({ type, legs, perLine }) => {
        const total = minorUnits(perLine * linesCount(type));
        const system = settleBet({ betType: 'system', stake: total, legs, systemType: type });
        const sum = systemLines(type).reduce(
          (s, idx) =>
            s +
            settleBet({
              betType: 'combo',
              stake: minorUnits(perLine),
              legs: idx.map((i) => legs[i] as SettlementLeg),
            }).payout,
          0,
        );
        expect(system.status).toBe('done');
        expect(system.payout).toBe(sum);
      }),
    );
  });

  it('settles a Yankee with every leg won as all 11 combos', () => {
    const legs = [
      leg(2000, 'win_entire'),
      leg(2000, 'win_entire'),
      leg(2000, 'win_entire'),
      leg(2000, 'win_entire'),
    ];
    // 6 doubles at 4, 4 trebles at 8, 1 fourfold at 16 = 72 units of 1.00 each
    const s = settleBet({
      betType: 'system',
      stake: minorUnits(1100),
      legs,
      systemType: fullCoverSystemType('yankee'),
    });
    expect(s.payout).toBe(7200);
  });
});

describe('domain 3: custom bets and freebets', () => {
  it('pays a custom bet at its custom odds only when all legs win, voids it otherwise', () => {
    const win = [leg(2000, 'win_entire'), leg(1500, 'win_entire')];
    expect(settleBet({ betType: 'combo', stake, legs: win, customOdds: odds(2700) }).payout).toBe(
      2700,
    );
    const voided = [leg(2000, 'win_entire'), leg(1500, 'canceled')];
    expect(settleBet({ betType: 'combo', stake, legs: voided, customOdds: odds(2700) })).toEqual({
      result: 'refund_entire',
      status: 'done',
      payout: 1000,
    });
  });

  it('pays a freebet without its stake; an all-win freebet with it', () => {
    const legs = [leg(2500, 'win_entire')];
    expect(settleBet({ betType: 'single', stake, legs, freebet: 'freebet' }).payout).toBe(1500);
    expect(settleBet({ betType: 'single', stake, legs, freebet: 'freebet_only_win' }).payout).toBe(
      1500,
    );
    expect(settleBet({ betType: 'single', stake, legs, freebet: 'freebet_all_win' }).payout).toBe(
      2500,
    );
  });
});

describe('domain 3: bet types and status groups', () => {
  it('shows double, treble and accumulator as combo', () => {
    expect(
      ['double', 'treble', 'accumulator', 'single', 'system', 'custom_bet'].map(historyBetType),
    ).toEqual(['combo', 'combo', 'combo', 'single', 'system', 'custom_bet']);
  });

  it('groups submitted, rejected and cancelled', () => {
    expect(isSubmittedGroup('rejected')).toBe(true);
    expect(isSubmittedGroup('done')).toBe(false);
  });
});

describe('issue 19: the part of a payout a combo boost adds', () => {
  const legs = (result: 'win_entire' | 'lose_entire' | 'canceled') =>
    [2000, 2000, 2000, 2000].map((o) => ({ odds: odds(o), result }));
  const bet = (result: 'win_entire' | 'lose_entire' | 'canceled') => ({
    betType: 'combo' as const,
    stake: minorUnits(1000),
    legs: legs(result),
    bonusOdds: odds(1050),
  });
  it('is the boosted payout less the plain one when every leg won, else nothing', () => {
    // 10.00 at 16.00 x 1.05: 168.00 paid, 160.00 of it at the plain odds.
    expect(settleBet(bet('win_entire')).payout).toBe(16_800);
    expect(boostShare(bet('win_entire'))).toBe(800);
    expect(boostShare(bet('lose_entire'))).toBe(0);
    // Void: the stake back, no boost on it.
    expect(settleBet(bet('canceled')).payout).toBe(1000);
    expect(boostShare(bet('canceled'))).toBe(0);
    expect(boostShare({ ...bet('win_entire'), bonusOdds: null })).toBe(0);
  });
});

describe('freebets (issue 19): one rule for the shown and the paid win', () => {
  const kinds = ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'] as const;
  it('property: stake-not-returned kinds leave the stake out of the shown and the paid win, the others return it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        (kind, stake, legOdds) => {
          const bet = {
            betType: legOdds.length > 1 ? ('combo' as const) : ('single' as const),
            selections: legOdds.map((o) => ({ odds: odds(o) })),
            stake: minorUnits(stake),
            systemType: null,
            customOdds: null,
            bonusOdds: null,
          };
          const legs = legOdds.map((o) => ({ odds: odds(o), result: 'win_entire' as const }));
          const settled = (freebet: (typeof kinds)[number] | null) =>
            settleBet({ betType: bet.betType, stake: bet.stake, legs, freebet }).payout;
          const snr = kind === 'freebet' || kind === 'freebet_only_win';
          const net = (gross: number) => (snr ? Math.max(0, gross - stake) : gross);
          // What the slip shows and what settlement pays follow one rule per kind.
          expect(priceBet({ ...bet, freebet: kind }).potentialWin).toBe(
            net(priceBet(bet).potentialWin),
          );
          expect(settled(kind)).toBe(net(settled(null)));
        },
      ),
    );
  });
});
