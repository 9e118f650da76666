import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../money';
import { odds } from '../odds';
import { settleBet, SELECTION_RESULTS, type SelectionResult } from '../settlement';
import { settlementMove, type StoredSettlement } from './settlement-move';

const open: StoredSettlement = {
  status: 'waiting_results',
  result: 'no_results',
  paid: 0 as MinorUnits,
};
const stake = 1000 as MinorUnits;
const settle = (results: SelectionResult[]) =>
  settleBet({
    betType: results.length > 1 ? 'combo' : 'single',
    stake,
    legs: results.map((result) => ({ odds: odds(2000), result })),
  });
const apply = (s: StoredSettlement, results: SelectionResult[]): [StoredSettlement, number] => {
  const move = settlementMove(s, settle(results));
  return move.kind === 'none' ? [s, 0] : [move.next, move.delta];
};

describe('issue 7 settlement: each result pays once', () => {
  it('pays a win, then nothing on a replay', () => {
    const [won, paid] = apply(open, ['win_entire']);
    expect(won).toEqual({ status: 'done', result: 'win_entire', paid: 2000 });
    expect(paid).toBe(2000);
    expect(settlementMove(won, settle(['win_entire']))).toEqual({ kind: 'none' });
  });

  it('a correction moves the difference; a rollback takes the payout back', () => {
    const [won] = apply(open, ['win_entire']);
    const [lost, back] = apply(won, ['lose_entire']);
    expect(lost).toMatchObject({ status: 'done', paid: 0 });
    expect(back).toBe(-2000);
    const [rolled, reversed] = apply(won, ['no_results']);
    expect(rolled).toEqual(open);
    expect(reversed).toBe(-2000);
  });

  it('never touches a cashed-out, rejected or submitted bet', () => {
    for (const status of ['cashed_out', 'rejected', 'submitted'] as const) {
      expect(
        settlementMove(
          { status, result: 'no_results', paid: 0 as MinorUnits },
          settle(['win_entire']),
        ),
      ).toEqual({ kind: 'none' });
    }
  });

  it('property: whatever sequence of results arrives, the sum of moves is the last payout', () => {
    const result = fc.constantFrom(...SELECTION_RESULTS);
    fc.assert(
      fc.property(
        fc.array(fc.array(result, { minLength: 2, maxLength: 2 }), { maxLength: 12 }),
        (seq) => {
          let state = open;
          let moved = 0;
          for (const results of seq) {
            const [next, delta] = apply(state, results);
            state = next;
            moved += delta;
          }
          expect(moved).toBe(state.paid);
          const last = seq.at(-1);
          if (last) {
            const final = settle(last);
            expect(state.paid).toBe(final.status === 'done' ? final.payout : 0);
          }
        },
      ),
    );
  });
});
