// What an outcome became when its market settled, in the words of domain 3 (Bet results):
// win, lose, refund, half won and half refunded, half lost and half refunded; `canceled` when
// the match is void.

export const SETTLEMENT_RESULTS = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'canceled',
] as const;
export type SettlementResult = (typeof SETTLEMENT_RESULTS)[number];

export const WIN: SettlementResult = 'win_entire';
export const LOSE: SettlementResult = 'lose_entire';
export const REFUND: SettlementResult = 'refund_entire';
export const HALF_WIN: SettlementResult = 'refund_half_win_other';
export const HALF_LOSE: SettlementResult = 'refund_half_lose_other';

export const winIf = (won: boolean): SettlementResult => (won ? WIN : LOSE);

/**
 * An Asian line: `x` is the bettor's adjusted margin (score difference plus handicap, or
 * total minus line for over). Whole lines refund at 0; quarter lines are two half-stakes on
 * the neighbouring lines, so +0.25 is half won and half refunded, -0.25 half lost.
 */
export function lineResult(x: number): SettlementResult {
  if (x >= 0.5) return WIN;
  if (x <= -0.5) return LOSE;
  if (x > 0.1) return HALF_WIN;
  if (x < -0.1) return HALF_LOSE;
  return REFUND;
}

/** What a unit stake returns under a result at decimal odds `o` (used for fair prices). */
export function unitReturn(result: SettlementResult, o: number): number {
  switch (result) {
    case 'win_entire':
      return o;
    case 'lose_entire':
      return 0;
    case 'refund_entire':
    case 'canceled':
      return 1;
    case 'refund_half_win_other':
      return (o + 1) / 2;
    case 'refund_half_lose_other':
      return 0.5;
  }
}
