// The conditions of a bonus on the bets that may use it (domain 3 Freebet; hunting farms by
// the same): total odds in a range, only prematch or only live selections, a selection count.
import { MATCH_STATUS, type MatchStatus } from './selection';
import type { Odds } from './odds';

/** The conditions a bet meets to use a freebet or to farm a hunt (domain 3). */
export interface BetConditions {
  minOdds: Odds | null;
  maxOdds: Odds | null;
  /** Only prematch or only live selections; null for any. */
  matchStatus: 'prematch' | 'live' | null;
  selectionCountFrom: number | null;
  selectionCountTo: number | null;
}

/** Which of a bonus's bet conditions a bet fails (total odds, match status, count), or null. */
export function betConditionsRefusal(
  c: BetConditions,
  bet: { selections: readonly { matchStatus: MatchStatus }[]; odds: Odds },
): 'min_odds' | 'max_odds' | 'match_status' | 'selection_count' | null {
  if (c.minOdds !== null && bet.odds < c.minOdds) return 'min_odds';
  if (c.maxOdds !== null && bet.odds > c.maxOdds) return 'max_odds';
  if (c.matchStatus) {
    const want = c.matchStatus === 'live' ? MATCH_STATUS.live : MATCH_STATUS.prematch;
    if (bet.selections.some((s) => s.matchStatus !== want)) return 'match_status';
  }
  const n = bet.selections.length;
  if (c.selectionCountFrom !== null && n < c.selectionCountFrom) return 'selection_count';
  if (c.selectionCountTo !== null && n > c.selectionCountTo) return 'selection_count';
  return null;
}
