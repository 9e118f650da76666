// The state of a simulated match and what happens in it (issue 4 live engine). Every field is
// plain JSON so the engine can store it and a new leader can resume it.
import type { CompetitorSide, MatchModel, ScorePair } from '../pricing';

/** What the simulation says about the match; the engine maps it to the status codes of domain 3. */
export type LivePhase = 'pre' | 'play' | 'break' | 'interrupted' | 'ended';

export type LiveEventType =
  | 'match_started'
  | 'period_started'
  | 'period_ended'
  | 'stoppage_announced'
  | 'goal'
  | 'dangerous_attack'
  | 'penalty_awarded'
  | 'penalty_missed'
  | 'yellow_card'
  | 'red_card'
  | 'penalty'
  | 'game_won'
  | 'break_point'
  | 'set_point'
  | 'match_point'
  | 'set_won'
  | 'tiebreak_started'
  | 'free_throws'
  | 'timeout'
  | 'wicket'
  | 'boundary'
  | 'innings_ended'
  | 'bomb_planted'
  | 'round_won'
  | 'map_won'
  | 'interrupted'
  | 'resumed'
  | 'overtime'
  | 'shootout'
  | 'match_ended';

export interface LiveEvent {
  type: LiveEventType;
  /** Simulation time (ms since the start of play, breaks included). */
  t: number;
  side: CompetitorSide | null;
  /** Clock as shown, `mm:ss`, when the sport has one. */
  matchTime: string | null;
  periodKey: string | null;
  score: ScorePair | null;
  text: string;
  /** A dangerous moment: markets stop until the simulation says otherwise (`betStopUntil`). */
  betStop: boolean;
  /** The score or the state of play changed: prices must move. */
  reprice: boolean;
}

export interface LivePeriod {
  key: string;
  name: string;
  number: number;
  type: 'regular_period' | 'overtime' | 'penalties' | 'set' | 'map' | 'innings';
  home: number;
  away: number;
}

/** What a scoreboard shows (domain 3 statistics), in numbers; the server formats it. */
export interface LiveClock {
  /** Seconds shown on the clock, or null for sports without one. */
  matchTime: number | null;
  stoppageTime: number | null;
  stoppageAnnounced: number | null;
  remainingTime: number | null;
  remainingInPeriod: number | null;
  /** The clock is not running (break, interruption, end). */
  stopped: boolean;
  /** Counting up (soccer) or down (basketball). */
  direction: 'up' | 'down';
}

export interface LiveBoard {
  clock: LiveClock | null;
  total: ScorePair;
  gameScore: { home: string; away: string } | null;
  server: CompetitorSide | null;
  periods: LivePeriod[];
  maxPeriods: number;
  currentPeriod: { key: string; name: string; number: number } | null;
  cards: { yellow: ScorePair; red: ScorePair } | null;
  innings: {
    batting: CompetitorSide;
    runs: ScorePair;
    wickets: ScorePair;
    balls: ScorePair;
    target: number | null;
  } | null;
}

/** Fields every sport's simulation shares. */
export interface LiveCommon {
  /** Simulation time reached (ms since the start of play). */
  t: number;
  /** State of the random generator. */
  rng: number;
  phase: LivePhase;
  /** Markets stay suspended until this simulation time (dangerous moments). */
  betStopUntil: number;
  /** The pricing model with the state of play. */
  model: MatchModel;
  /** The last few events, newest last. */
  timeline: LiveEvent[];
  /** When an interruption ends (phase 'interrupted'). */
  resumeAt: number | null;
  /** Whether this match will be interrupted once, and when (simulation ms). */
  interruptAt: number | null;
}
