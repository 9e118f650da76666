import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { odds } from '../odds';
import { impliedStatistics, strengthFromOdds, type TeamStatistics } from './implied-statistics';

const COUNTS: (keyof TeamStatistics)[] = [
  'attacks',
  'dangerousAttacks',
  'shots',
  'shotsOnTarget',
  'corners',
];

describe('issue 22: statistics a live match implies', () => {
  it('property: counts only grow with the minute, never contradict the score, and possession adds up to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (matchId, strength, minute, h, a) => {
          const now = impliedStatistics({ matchId, minute, score: { home: h, away: a }, strength });
          const later = impliedStatistics({
            matchId,
            minute: minute + 1,
            score: { home: h, away: a },
            strength,
          });
          for (const k of COUNTS) {
            expect(later.home[k]).toBeGreaterThanOrEqual(now.home[k]);
            expect(later.away[k]).toBeGreaterThanOrEqual(now.away[k]);
          }
          expect(now.home.shotsOnTarget).toBeGreaterThanOrEqual(h);
          expect(now.away.shotsOnTarget).toBeGreaterThanOrEqual(a);
          expect(now.home.shots).toBeGreaterThanOrEqual(now.home.shotsOnTarget);
          expect(now.home.possession + now.away.possession).toBe(100);
          expect(now.phase.ballX).toBeGreaterThanOrEqual(0);
          expect(now.phase.ballX).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is the same for every viewer, and the stronger side has more of the ball and the shots over a match', () => {
    const input = {
      matchId: 42,
      minute: 90,
      score: { home: 0, away: 0 },
      strength: strengthFromOdds(odds(1500), odds(6000)),
    };
    expect(impliedStatistics(input)).toEqual(impliedStatistics(input));
    const s = impliedStatistics(input);
    expect(s.home.possession).toBeGreaterThan(s.away.possession);
    expect(s.home.shots).toBeGreaterThan(s.away.shots);
    expect(s.home.attacks).toBeGreaterThan(40);
  });

  it('cards are the match facts; before kick-off nothing happened', () => {
    const s = impliedStatistics({
      matchId: 1,
      minute: 0,
      score: { home: 0, away: 0 },
      strength: 0.5,
      cards: { yellow: { home: 2, away: 1 }, red: { home: 0, away: 1 } },
    });
    expect(s.home).toMatchObject({ attacks: 0, shots: 0, yellowCards: 2, possession: 50 });
    expect(s.away.redCards).toBe(1);
    expect(s.phase.kind).toBe('kick_off');
  });

  it('a goal just scored is the phase of play', () => {
    const s = impliedStatistics({
      matchId: 3,
      minute: 30,
      score: { home: 1, away: 0 },
      strength: 0.5,
      lastGoal: { side: 'home', minute: 30 },
    });
    expect(s.phase).toMatchObject({ side: 'home', kind: 'goal' });
    expect(s.phase.ballX).toBeGreaterThan(90);
  });
});

describe('issue 22 defect 10: a prematch match past its kick-off', () => {
  it('is delayed a minute after its start, and only a prematch match', async () => {
    const { kickoffDelayed } = await import('./kickoff');
    const start = '2030-01-01T12:00:00.000Z';
    const at = (s: number) => Date.parse(start) + s * 1000;
    expect(kickoffDelayed({ status: 0, type: 'match', start_time: start }, at(59))).toBe(false);
    expect(kickoffDelayed({ status: 0, type: 'match', start_time: start }, at(61))).toBe(true);
    expect(kickoffDelayed({ status: 1, type: 'match', start_time: start }, at(600))).toBe(false);
    expect(kickoffDelayed({ status: 0, type: 'outright', start_time: start }, at(600))).toBe(false);
  });
});
