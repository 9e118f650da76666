import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineResult, type SettlementResult } from './settlement-result';

/** Two half stakes on neighbouring lines, combined as a bookmaker pays them. */
function combine(a: SettlementResult, b: SettlementResult): SettlementResult {
  const value = (r: SettlementResult) => (r === 'win_entire' ? 1 : r === 'lose_entire' ? -1 : 0);
  const sum = value(a) + value(b);
  if (sum === 2) return 'win_entire';
  if (sum === -2) return 'lose_entire';
  if (sum === 1) return 'refund_half_win_other';
  if (sum === -1) return 'refund_half_lose_other';
  return 'refund_entire';
}

describe('Asian lines (issue 4: quarter lines split into halves)', () => {
  it('a quarter line settles as two half stakes on the neighbouring lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -24, max: 24 }), (diff, q) => {
        const line = q / 4;
        if (Number.isInteger(line * 2)) return; // whole and half lines are not split
        expect(lineResult(diff + line)).toBe(
          combine(lineResult(diff + line - 0.25), lineResult(diff + line + 0.25)),
        );
      }),
    );
  });

  it('whole lines refund on a push, half lines never do', () => {
    expect(lineResult(0)).toBe('refund_entire');
    expect(lineResult(0.5)).toBe('win_entire');
    expect(lineResult(-0.5)).toBe('lose_entire');
    expect(lineResult(0.25)).toBe('refund_half_win_other');
    expect(lineResult(-0.25)).toBe('refund_half_lose_other');
  });
});
