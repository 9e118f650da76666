// Predictions (domain 7 GET/POST /vote, page-builder block "prediction"; issue 27): a
// free-to-play guess of a match's final score. One per player per match, open until kick-off,
// scored once the match has a final score:
//   exact score            3 points
//   right outcome (1/X/2)  1 point
//   otherwise              0 points
// The rules live here; the server stores and the web shows what they decide.

/** A prediction's `data`: the final score the player expects. */
export interface PredictedScore {
  home: number;
  away: number;
}

/** Goals a side may be predicted to score (basketball scores fit; a typo like 1000 does not). */
export const MAX_PREDICTED_SCORE = 200;

export const PREDICTION_POINTS = { exact: 3, outcome: 1, miss: 0 } as const;

/**
 * The sports whose final score is a count of goals a player can guess side by side: a tennis
 * match is won in sets, basketball in hundreds of points, cricket in runs and wickets, so the
 * block and POST /vote are for these only.
 */
export const PREDICTION_SPORTS: readonly string[] = ['soccer', 'ice-hockey'];

export type MatchOutcome = 'home' | 'draw' | 'away';

/** The `data` of a POST /vote, checked: whole numbers 0..MAX_PREDICTED_SCORE, nothing else. */
export function predictedScore(data: unknown): PredictedScore | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const keys = Object.keys(data);
  if (keys.length !== 2 || !keys.includes('home') || !keys.includes('away')) return null;
  const { home, away } = data as Record<string, unknown>;
  const ok = (n: unknown): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_PREDICTED_SCORE;
  return ok(home) && ok(away) ? { home, away } : null;
}

export function matchOutcome(score: PredictedScore): MatchOutcome {
  return score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
}

/**
 * Whether a prediction may still be made: the match has not started (status 0, prematch)
 * and its kick-off time is still ahead. Either one closes it, so a match kicked off early by
 * the trader or one whose clock ran past kick-off is locked.
 */
export function predictionOpen(match: { status: number; startTime: number }, now: number): boolean {
  return match.status === 0 && now < match.startTime;
}

/** The points a prediction earns against the final score. */
export function predictionPoints(predicted: PredictedScore, final: PredictedScore): number {
  if (predicted.home === final.home && predicted.away === final.away)
    return PREDICTION_POINTS.exact;
  if (matchOutcome(predicted) === matchOutcome(final)) return PREDICTION_POINTS.outcome;
  return PREDICTION_POINTS.miss;
}

/** The crowd's split of a match's predictions by outcome, in whole percent summing to 100. */
export function predictionShares(
  counts: Record<MatchOutcome, number>,
): Record<MatchOutcome, number> {
  const total = counts.home + counts.draw + counts.away;
  if (total === 0) return { home: 0, draw: 0, away: 0 };
  // Largest remainder, so the three shown numbers always add up to 100.
  const order: MatchOutcome[] = ['home', 'draw', 'away'];
  const exact = order.map((o) => (counts[o] * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const byRemainder = order
    .map((_, i) => i)
    .sort((a, b) => exact[b]! - floors[b]! - (exact[a]! - floors[a]!) || a - b);
  for (const i of byRemainder) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return { home: floors[0]!, draw: floors[1]!, away: floors[2]! };
}

/**
 * A player's public name on a leaderboard: the e-mail with its local part masked to the first
 * character (`d***@example.com`), so players recognise themselves and nobody learns an address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
