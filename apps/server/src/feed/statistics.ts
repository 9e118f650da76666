// From the simulation's scoreboard to the normalized statistics and timeline of the feed
// messages (contract MatchStatistics / TimelineEvent).
import type { MatchStatistics, TimelineEvent } from '@sb/contract';
import { clockText, cricketOvers, type LiveBoard, type LiveEvent } from '@sb/domain';

const t = (seconds: number | null) => (seconds === null ? null : clockText(seconds));

export function wireStatistics(board: LiveBoard, nowMs: number, speed: number): MatchStatistics {
  return {
    clock: board.clock
      ? {
          match_time: t(board.clock.matchTime),
          stoppage_time: t(board.clock.stoppageTime),
          stoppage_time_announced: t(board.clock.stoppageAnnounced),
          remaining_time: t(board.clock.remainingTime),
          remaining_time_in_period: t(board.clock.remainingInPeriod),
          stopped: board.clock.stopped,
          clock_updated_at: new Date(nowMs).toISOString(),
          speed: board.clock.stopped ? 0 : Math.round(speed * 1000) / 1000,
        }
      : null,
    total_score: board.total,
    game_score: board.gameScore,
    current_server: board.server,
    period_score: board.periods.map((p) => ({
      home: p.home,
      away: p.away,
      period_key: p.key,
      period_name: p.name,
      number: p.number,
      type: p.type,
    })),
    max_period_number: board.maxPeriods,
    current_period: board.currentPeriod,
    cards: board.cards,
    innings: board.innings
      ? {
          batting: board.innings.batting,
          runs: board.innings.runs,
          wickets: board.innings.wickets,
          overs: {
            home: cricketOvers(board.innings.balls.home),
            away: cricketOvers(board.innings.balls.away),
          },
          target: board.innings.target,
        }
      : null,
  };
}

/** Events worth a line on the match page (not every dangerous attack or round). */
const TIMELINE_TYPES = new Set<LiveEvent['type']>([
  'match_started',
  'period_started',
  'period_ended',
  'stoppage_announced',
  'goal',
  'penalty_awarded',
  'yellow_card',
  'red_card',
  'set_won',
  'tiebreak_started',
  'wicket',
  'innings_ended',
  'map_won',
  'interrupted',
  'resumed',
  'overtime',
  'shootout',
  'match_ended',
]);

export const inTimeline = (e: LiveEvent) => TIMELINE_TYPES.has(e.type);

export function wireTimeline(
  events: readonly LiveEvent[],
  kickoffMs: number,
  speed: number,
): TimelineEvent[] {
  return events.filter(inTimeline).map((e) => ({
    type: e.type,
    side: e.side,
    match_time: e.matchTime,
    period_key: e.periodKey,
    score: e.score,
    text: e.text,
    at: new Date(kickoffMs + e.t / speed).toISOString(),
  }));
}
