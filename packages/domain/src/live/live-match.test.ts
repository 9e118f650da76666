import { describe, expect, it } from 'vitest';
import {
  priceMatch,
  settleMatch,
  soccerBalancedHandicap,
  type MatchModel,
  type SoccerModel,
  type TennisModel,
} from '../pricing';
import {
  LIVE_DURATION_MS,
  advanceLiveTo,
  bettingStopped,
  finishLive,
  liveBoard,
  startLive,
  type LiveModel,
} from './live-match';
import type { LiveEvent } from './live-types';
import { seedOf } from './rng';

const soccer: SoccerModel = {
  sport: 'soccer',
  xgHome: 1.6,
  xgAway: 1.1,
  period: 'not_started',
  minuteInHalf: 0,
  stoppageAnnounced: null,
  score: { home: 0, away: 0 },
  htScore: null,
  redCards: { home: 0, away: 0 },
  hcpCentre: soccerBalancedHandicap(1.6, 1.1),
};
const tennis: TennisModel = {
  sport: 'tennis',
  serveHome: 0.66,
  serveAway: 0.61,
  bestOf: 3,
  sets: [],
  games: { home: 0, away: 0 },
  points: { home: 0, away: 0 },
  tiebreak: false,
  server: 'home',
  tiebreakFirstServer: null,
  ended: false,
  gamesCentre: 23,
  gamesHcpCentre: -2,
};
const models: LiveModel[] = [
  soccer,
  tennis,
  {
    sport: 'basketball',
    pppHome: 1.12,
    pppAway: 1.07,
    possessionVariance: 1.33,
    possessionSeconds: 14.4,
    periodSeconds: 720,
    overtimeSeconds: 300,
    periods: 4,
    period: 0,
    secondsLeftInPeriod: 720,
    score: { home: 0, away: 0 },
    ended: false,
    totalCentre: 219,
    hcpCentre: -3,
  },
  {
    sport: 'ice-hockey',
    xgHome: 3.1,
    xgAway: 2.8,
    period: 0,
    minuteInPeriod: 0,
    score: { home: 0, away: 0 },
    winner: null,
    ended: false,
    totalCentre: 5.9,
  },
  {
    sport: 'cricket',
    strengthHome: 1.04,
    strengthAway: 0.98,
    battingFirst: 'away',
    innings: 0,
    runs: [0, 0],
    wickets: [0, 0],
    balls: [0, 0],
    ended: false,
    winner: null,
    totalCentre: 150,
  },
  {
    sport: 'counter-strike',
    roundHome: 0.54,
    bestOf: 3,
    maps: [],
    rounds: { home: 0, away: 0 },
    ended: false,
  },
];

const fair = (model: MatchModel, marketId: number, specifier: string, outcome: string) =>
  priceMatch(model)
    .find((m) => m.marketId === marketId && m.specifier === specifier)!
    .outcomes.find((o) => o.id === outcome)!.probability;

describe.each(models.map((m) => [m.sport, m] as const))('%s simulation', (_sport, model) => {
  it('is deterministic for a seed, whatever the steps the clock takes', () => {
    const a = startLive(model, 42);
    const b = startLive(model, 42);
    let one = a.match;
    for (let t = 7_500; one.phase !== 'ended' && t < 12 * 3_600_000; t += 7_500)
      one = advanceLiveTo(one, t).match;
    const other = finishLive(b.match).match;
    expect(other.phase).toBe('ended');
    expect(liveBoard(one).total).toEqual(liveBoard(other).total);
    expect(settleMatch(one.model)).toEqual(settleMatch(other.model));
  });

  it('lasts about as long as the engine plans for', () => {
    let total = 0;
    const n = 40;
    for (let i = 0; i < n; i++)
      total += finishLive(startLive(model, seedOf('duration', i)).match).match.t;
    const mean = total / n;
    expect(mean / LIVE_DURATION_MS[model.sport]).toBeGreaterThan(0.8);
    expect(mean / LIVE_DURATION_MS[model.sport]).toBeLessThan(1.2);
  });

  it('plays from the same model that prices it: the favourite wins as often as priced', () => {
    const main = priceMatch(model).find((m) => m.role === 'main')!;
    const homeOutcome = main.outcomes[0]!.id;
    const p = fair(model, main.marketId, main.specifier, homeOutcome);
    const n = 250;
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const end = finishLive(startLive(model, seedOf('consistency', model.sport, i)).match).match;
      const settled = settleMatch(end.model)!;
      const r = settled.find(
        (m) => m.marketId === main.marketId && m.specifier === main.specifier,
      )!;
      if (r.outcomes[0]!.result === 'win_entire') wins++;
    }
    const sd = Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(wins / n - p)).toBeLessThan(4 * sd + 0.01);
  });
});

describe('a soccer match on the way', () => {
  it('stops betting before its goals and opens the scoring with the right score', () => {
    const start = startLive(soccer, 7);
    const events: LiveEvent[] = [...start.events];
    let m = start.match;
    let suspendedSeen = false;
    for (let t = 5_000; m.phase !== 'ended'; t += 5_000) {
      const step = advanceLiveTo(m, t);
      m = step.match;
      events.push(...step.events);
      if (bettingStopped(m)) suspendedSeen = true;
    }
    const goals = events.filter((e) => e.type === 'goal');
    expect(suspendedSeen).toBe(true);
    const board = liveBoard(m);
    expect(board.total.home + board.total.away).toBe(goals.length);
    for (const g of goals) {
      const before = events.filter((e) => e.t <= g.t && e.t > g.t - 80_000);
      expect(
        before.some((e) => e.type === 'dangerous_attack' || e.type === 'penalty_awarded'),
      ).toBe(true);
    }
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['match_started', 'period_ended', 'period_started', 'match_ended']),
    );
    expect(board.periods.map((p) => p.home + p.away).reduce((a, b) => a + b, 0)).toBe(goals.length);
  });
});
