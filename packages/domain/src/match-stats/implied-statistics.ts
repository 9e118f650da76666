// Live match statistics (issue 22): what the engine's model already implies about a match in
// play, drawn from the same things the page shows: the minute of the clock, the score and cards,
// and the strength of each side that the model prices (the 1x2 odds). Attacks, dangerous
// attacks, shots, shots on target and corners are counted minute by minute from a generator
// seeded by the match and the minute, so they only ever grow, the same for every viewer and
// every reload, and never contradict the score (at least as many shots on target as goals).
import { ODDS_SCALE, type Odds } from '../odds';

export interface TeamStatistics {
  /** Share of the ball, percent (the two sides add up to 100). */
  possession: number;
  attacks: number;
  dangerousAttacks: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  yellowCards: number;
  redCards: number;
}

export type Side = 'home' | 'away';

/** What is happening now, for a match tracker (issue 22). */
export interface MatchPhase {
  /** The side with the ball, or null before kick-off / at a break. */
  side: Side | null;
  kind:
    | 'kick_off'
    | 'possession'
    | 'attack'
    | 'dangerous_attack'
    | 'shot'
    | 'corner'
    | 'goal'
    | 'break';
  /** Where the ball is, percent of the pitch from the home goal (0) to the away goal (100). */
  ballX: number;
  /** Across the pitch, percent from the top touchline. */
  ballY: number;
}

export interface ImpliedStatisticsInput {
  matchId: number;
  /** Minutes played (the match clock). */
  minute: number;
  score: { home: number; away: number };
  cards?: { yellow: { home: number; away: number }; red: { home: number; away: number } } | null;
  /** The home side's share of the two sides' strength, 0..1 (see strengthFromOdds). */
  strength: number;
  /** The clock stopped at a break (half time, before kick-off). */
  atBreak?: boolean;
  /** The side that scored last, and at which minute, when known (the timeline's last goal). */
  lastGoal?: { side: Side; minute: number } | null;
}

export interface ImpliedStatistics {
  home: TeamStatistics;
  away: TeamStatistics;
  phase: MatchPhase;
}

/** The home side's share of strength from the 1x2 prices: p(home) / (p(home) + p(away)). */
export function strengthFromOdds(home: Odds | null, away: Odds | null): number {
  if (!home || !away) return 0.5;
  const ph = ODDS_SCALE / home;
  const pa = ODDS_SCALE / away;
  return ph / (ph + pa);
}

// A small, fast integer hash (Mulberry32 finaliser): a uniform number in [0, 1) per key.
function unit(matchId: number, minute: number, salt: number): number {
  let t =
    (Math.imul(matchId, 0x9e3779b1) ^
      Math.imul(minute + 1, 0x85ebca6b) ^
      Math.imul(salt, 0xc2b2ae35)) >>>
    0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

interface MinuteEvents {
  attacks: [number, number];
  dangerous: [number, number];
  shots: [number, number];
  onTarget: [number, number];
  corners: [number, number];
}

/** What each side did in one minute: rates follow its share of strength. */
function minuteOf(matchId: number, minute: number, strength: number): MinuteEvents {
  const share = [strength, 1 - strength] as const;
  const out: MinuteEvents = {
    attacks: [0, 0],
    dangerous: [0, 0],
    shots: [0, 0],
    onTarget: [0, 0],
    corners: [0, 0],
  };
  for (const i of [0, 1] as const) {
    const s = share[i];
    const salt = i * 16;
    // About one attack a minute between the two sides, more for the stronger.
    out.attacks[i] = Math.floor(0.55 + 0.9 * s + unit(matchId, minute, salt + 1));
    out.dangerous[i] = unit(matchId, minute, salt + 2) < 0.22 + 0.36 * s ? 1 : 0;
    out.shots[i] = unit(matchId, minute, salt + 3) < 0.06 + 0.16 * s ? 1 : 0;
    out.onTarget[i] = out.shots[i] && unit(matchId, minute, salt + 4) < 0.38 ? 1 : 0;
    out.corners[i] = unit(matchId, minute, salt + 5) < 0.025 + 0.08 * s ? 1 : 0;
  }
  return out;
}

const empty = (): TeamStatistics => ({
  possession: 50,
  attacks: 0,
  dangerousAttacks: 0,
  shots: 0,
  shotsOnTarget: 0,
  corners: 0,
  yellowCards: 0,
  redCards: 0,
});

/** The statistics and the phase of play a match's model implies at this minute. */
export function impliedStatistics(input: ImpliedStatisticsInput): ImpliedStatistics {
  const strength = Math.min(0.95, Math.max(0.05, input.strength));
  const played = Math.max(0, Math.floor(input.minute));
  const home = empty();
  const away = empty();
  const teams = [home, away] as const;
  let last: MinuteEvents | null = null;
  for (let m = 0; m < played; m++) {
    last = minuteOf(input.matchId, m, strength);
    for (const i of [0, 1] as const) {
      const team = teams[i];
      team.attacks += last.attacks[i];
      team.dangerousAttacks += last.dangerous[i];
      team.shots += last.shots[i];
      team.shotsOnTarget += last.onTarget[i];
      team.corners += last.corners[i];
    }
  }
  // The score is a fact: every goal was a shot on target (and an attack).
  const goals = [input.score.home, input.score.away] as const;
  for (const i of [0, 1] as const) {
    const team = teams[i];
    team.shotsOnTarget = Math.max(team.shotsOnTarget, goals[i]);
    team.shots = Math.max(team.shots, team.shotsOnTarget);
    team.dangerousAttacks = Math.max(team.dangerousAttacks, team.shots);
    team.attacks = Math.max(team.attacks, team.dangerousAttacks);
  }
  home.yellowCards = input.cards?.yellow.home ?? 0;
  away.yellowCards = input.cards?.yellow.away ?? 0;
  home.redCards = input.cards?.red.home ?? 0;
  away.redCards = input.cards?.red.away ?? 0;
  // Possession leans to the stronger side and to the side a man up, within a few points.
  const sway = (unit(input.matchId, Math.floor(played / 5), 99) - 0.5) * 6;
  const redEdge = (away.redCards - home.redCards) * 4;
  const possession = Math.round(
    Math.min(75, Math.max(25, 50 + (strength - 0.5) * 40 + sway + redEdge)),
  );
  home.possession = played > 0 ? possession : 50;
  away.possession = 100 - home.possession;
  return { home, away, phase: phaseOf(input, played, strength, last) };
}

function phaseOf(
  input: ImpliedStatisticsInput,
  played: number,
  strength: number,
  last: MinuteEvents | null,
): MatchPhase {
  if (input.atBreak || !last) {
    return { side: null, kind: played === 0 ? 'kick_off' : 'break', ballX: 50, ballY: 50 };
  }
  if (input.lastGoal && played - input.lastGoal.minute <= 1) {
    const side = input.lastGoal.side;
    return { side, kind: 'goal', ballX: side === 'home' ? 98 : 2, ballY: 50 };
  }
  // The side that did more this minute has the ball; ties go to the stronger.
  const weight = (i: 0 | 1) =>
    last.attacks[i] + 2 * last.dangerous[i] + 3 * last.shots[i] + 2 * last.corners[i];
  const side: Side =
    weight(0) === weight(1)
      ? strength >= 0.5
        ? 'home'
        : 'away'
      : weight(0) > weight(1)
        ? 'home'
        : 'away';
  const i = side === 'home' ? 0 : 1;
  const kind: MatchPhase['kind'] = last.shots[i]
    ? 'shot'
    : last.corners[i]
      ? 'corner'
      : last.dangerous[i]
        ? 'dangerous_attack'
        : last.attacks[i]
          ? 'attack'
          : 'possession';
  const depth = { shot: 88, corner: 96, dangerous_attack: 80, attack: 66, possession: 55 }[kind];
  const ballY =
    kind === 'corner'
      ? unit(input.matchId, played, 77) < 0.5
        ? 3
        : 97
      : 20 + 60 * unit(input.matchId, played, 78);
  return { side, kind, ballX: side === 'home' ? depth : 100 - depth, ballY: Math.round(ballY) };
}
