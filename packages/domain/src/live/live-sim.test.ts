// issue 18: the simulations' shared skeleton (live-sim.ts) plays a match the same however the
// engine slices time: a new leader catching up in one call, or ticks of any length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soccerBalancedHandicap, type LiveModel } from '../index';
import { advanceLiveTo, liveBoard, startLive, type LiveMatch } from './live-match';
import type { LiveEvent } from './live-types';

const models: LiveModel[] = [
  {
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
  },
  {
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
    gamesCentre: 22,
    gamesHcpCentre: 0,
  },
  {
    sport: 'basketball',
    pppHome: 1.12,
    pppAway: 1.08,
    possessionVariance: 1.33,
    possessionSeconds: 14.4,
    periodSeconds: 600,
    overtimeSeconds: 300,
    periods: 4,
    period: 0,
    secondsLeftInPeriod: 600,
    score: { home: 0, away: 0 },
    ended: false,
    totalCentre: 160,
    hcpCentre: 0,
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
    strengthHome: 1.05,
    strengthAway: 0.95,
    battingFirst: 'home',
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
    roundHome: 0.52,
    bestOf: 3,
    maps: [],
    rounds: { home: 0, away: 0 },
    ended: false,
  },
];

const MINUTE = 60_000;

/** Plays to each time in turn; the match and every event on the way. */
function playTo(match: LiveMatch, times: readonly number[]) {
  const events: LiveEvent[] = [];
  let current = match;
  for (const to of times) {
    const step = advanceLiveTo(current, to);
    current = step.match;
    events.push(...step.events);
  }
  return { match: current, events };
}

describe.each(models.map((m) => [m.sport, m] as const))('%s skeleton', (_sport, model) => {
  it('plays the same match in one call or in slices of any length', () => {
    fc.assert(
      fc.property(
        fc.nat(2 ** 31 - 1),
        fc.array(fc.integer({ min: 1, max: 300 * MINUTE }), { minLength: 1, maxLength: 40 }),
        (seed, cuts) => {
          const { match: start } = startLive(model, seed);
          const end = Math.max(...cuts);
          const sliced = playTo(
            start,
            [...cuts].sort((a, b) => a - b),
          );
          const whole = playTo(start, [end]);
          expect(sliced.events).toEqual(whole.events);
          expect(sliced.match).toEqual(whole.match);
          expect(liveBoard(sliced.match)).toEqual(liveBoard(whole.match));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('kicks off in play at time 0 and tells it first', () => {
    const { match, events } = startLive(model, 7);
    expect(match).toMatchObject({ t: 0, phase: 'play', betStopUntil: 0, resumeAt: null });
    expect(events.map((e) => e.type)).toEqual(['match_started']);
    expect(match.timeline).toEqual(events);
  });
});
