import type { CountersAnswer, MatchStatusChangedMessage } from '@sb/contract';

// issue 22 defect 4: one source of live counts. The nav badge, the /live heading, its sport
// sections and the sports menu all read POST /counters; the same match_status_changed push that
// moves a match between lists moves it between these counts, so they never disagree on a screen.

type Counters = CountersAnswer['data'];
type Bucket = 'live' | 'prematch' | null;

const bucketOf = (status: number, type: string): Bucket =>
  type !== 'match' ? null : status === 1 ? 'live' : status === 0 ? 'prematch' : null;

/** The counters after a match changed status; the same object when no count moved. */
export function applyStatusToCounters(
  counters: Counters,
  message: Pick<MatchStatusChangedMessage, 'status' | 'previous_status' | 'match'>,
): Counters {
  const { match } = message;
  const from = bucketOf(message.previous_status, match.type);
  const to = bucketOf(message.status, match.type);
  if (from === to) return counters;
  const move = (c: { live: number; prematch: number }) => ({
    live: c.live + (to === 'live' ? 1 : 0) - (from === 'live' ? 1 : 0),
    prematch: c.prematch + (to === 'prematch' ? 1 : 0) - (from === 'prematch' ? 1 : 0),
  });
  const index = counters.sports.findIndex((s) => s.sport_key === match.sport.key);
  const sports = counters.sports.slice();
  if (index === -1) {
    const fresh = {
      sport_id: match.sport.id,
      sport_key: match.sport.key,
      live: 0,
      prematch: 0,
      outrights: 0,
    };
    sports.push({ ...fresh, ...move(fresh) });
  } else {
    const sport = sports[index]!;
    sports[index] = { ...sport, ...move(sport) };
  }
  return {
    ...counters,
    ...move(counters),
    sports: sports.map((s) => ({
      ...s,
      live: Math.max(0, s.live),
      prematch: Math.max(0, s.prematch),
    })),
  };
}

/** The live count of some sports (all when none are named). */
export function liveCountOf(counters: Counters, sportKeys: readonly string[] = []): number {
  if (sportKeys.length === 0) return counters.live;
  return counters.sports
    .filter((s) => sportKeys.includes(s.sport_key))
    .reduce((n, s) => n + s.live, 0);
}
