// The rolling schedule (issue 4): each UTC day gets its fixtures (deterministic for the seed and
// the day), and a steady stream of matches kicking off soon keeps the live page busy.
import { seedOf, simRng, type SimRng } from '@sb/domain';
import type { World, WorldTeam, WorldTournament } from './world';
import { LIVE_MIX, type SportKey } from './world-data';

export const DAY_MS = 86_400_000;
export const dayIndex = (ms: number) => Math.floor(ms / DAY_MS);

export interface PlannedFixture {
  tournament: WorldTournament;
  home: WorldTeam;
  away: WorldTeam;
  startMs: number;
  stage: string | null;
}

/** Soccer is a weekend game; the rest play every day. */
const SOCCER_WEEKDAY = [1.8, 0.6, 0.7, 0.7, 0.4, 0.8, 2.0]; // Sunday first (Date#getUTCDay)

function poisson(mean: number, rng: SimRng): number {
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= rng.next();
  } while (p > l && k < 100);
  return k - 1;
}

function pairs(teams: WorldTeam[], n: number, rng: SimRng): [WorldTeam, WorldTeam][] {
  const pool = [...teams].sort(() => rng.next() - 0.5);
  const out: [WorldTeam, WorldTeam][] = [];
  for (let i = 0; i + 1 < pool.length && out.length < n; i += 2) out.push([pool[i]!, pool[i + 1]!]);
  return out;
}

/**
 * Every fixture of one UTC day, the same for the same seed and day. A team plays at most one of
 * them (issue 22 defect 10: a team in two competitions was booked twice the same day).
 */
export function dayFixtures(world: World, seed: number, day: number): PlannedFixture[] {
  const out: PlannedFixture[] = [];
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const booked = new Set<number>();
  for (const t of world.tournaments) {
    const rng = simRng(seedOf(seed, 'day', day, t.id));
    const mean = t.def.perDay * (t.sport === 'soccer' ? SOCCER_WEEKDAY[weekday]! : 1);
    const free = t.teams.filter((team) => !booked.has(team.id));
    const count = Math.min(Math.floor(free.length / 2), poisson(mean, rng));
    for (const [home, away] of pairs(free, count, rng)) {
      booked.add(home.id);
      booked.add(away.id);
      const hour = rng.pick(t.def.hours);
      const startMs = day * DAY_MS + Math.round(hour * 60) * 60_000;
      out.push({
        tournament: t,
        home,
        away,
        startMs,
        stage: t.def.stages ? rng.pick(t.def.stages) : stageOf(t, day),
      });
    }
  }
  return out.sort((a, b) => a.startMs - b.startMs);
}

function stageOf(t: WorldTournament, day: number): string | null {
  if (t.sport === 'tennis' || t.sport === 'counter-strike') return null;
  // Leagues play a round a week.
  return `Round ${1 + (Math.floor(day / 7) % 34)}`;
}

/** The teams with a fixture on a day of the schedule (they play no filler that day). */
export function dayTeams(world: World, seed: number, day: number): Set<number> {
  const teams = new Set<number>();
  for (const plan of dayFixtures(world, seed, day)) {
    teams.add(plan.home.id);
    teams.add(plan.away.id);
  }
  return teams;
}

/** Whether two bookings of a team overlap: each holds the team from its start for `windowMs`. */
export const overlaps = (aStartMs: number, bStartMs: number, windowMs: number) =>
  Math.abs(aStartMs - bStartMs) < windowMs;

/**
 * A match kicking off soon, from the live mix of sports, between two teams `isFree` allows
 * (issue 22 defect 10: no team double-booked). The sport drawn is tried first, then the others;
 * null when no tournament has two free teams.
 */
export function fillerFixture(
  world: World,
  rng: SimRng,
  startMs: number,
  isFree: (team: WorldTeam) => boolean = () => true,
): PlannedFixture | null {
  let r = rng.next();
  let sport: SportKey = LIVE_MIX[0]![0];
  for (const [s, share] of LIVE_MIX) {
    if (r < share) {
      sport = s;
      break;
    }
    r -= share;
  }
  const order = [sport, ...LIVE_MIX.map(([s]) => s).filter((s) => s !== sport)];
  for (const key of order) {
    const tournaments = world.tournaments.filter((t) => t.sport === key);
    const first = rng.int(0, Math.max(0, tournaments.length - 1));
    for (let i = 0; i < tournaments.length; i++) {
      const t = tournaments[(first + i) % tournaments.length]!;
      const pair = pairs(t.teams.filter(isFree), 1, rng)[0];
      if (!pair) continue;
      const [home, away] = pair;
      return {
        tournament: t,
        home,
        away,
        startMs,
        stage: t.def.stages ? rng.pick(t.def.stages) : null,
      };
    }
  }
  return null;
}
