// The odds-change policy (domain 4; settings auto_accept_odds_change): what happens when the
// odds of a selection move away from the odds the player accepted. The slip flags or accepts the
// change with it; the server refuses a placement with it (domain 8: 101 invalid odds).
import type { Odds } from './odds';

/** none: any change is flagged; higher: a rise is accepted, a drop flagged; any: all accepted. */
export type OddsChangePolicy = 'none' | 'higher' | 'any';
export const ODDS_CHANGE_POLICIES: readonly OddsChangePolicy[] = ['none', 'higher', 'any'];

export type OddsChangeVerdict = 'unchanged' | 'accepted' | 'flagged';

export function oddsChangeVerdict(
  accepted: Odds,
  current: Odds,
  policy: OddsChangePolicy,
): OddsChangeVerdict {
  if (current === accepted) return 'unchanged';
  if (policy === 'any') return 'accepted';
  if (policy === 'higher' && current > accepted) return 'accepted';
  return 'flagged';
}
