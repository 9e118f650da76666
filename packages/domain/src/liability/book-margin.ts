// The book's margin on a market or match (issue 24): what it took in less what it pays in the
// worst case, in minor units, and that as a share of the stakes taken.
import { minorUnits, type MinorUnits } from '../money';

export interface BookMargin {
  turnover: MinorUnits;
  /** turnover - worst case: negative when the worst outcome costs the book money. */
  margin: MinorUnits;
  /** margin / turnover (a display figure, not money); null with no stake taken. */
  marginRatio: number | null;
}

export function bookMargin(turnover: number, worstCase: number): BookMargin {
  const margin = minorUnits(turnover - worstCase);
  return {
    turnover: minorUnits(turnover),
    margin,
    marginRatio: turnover > 0 ? margin / turnover : null,
  };
}
