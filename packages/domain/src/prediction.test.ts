import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PREDICTED_SCORE,
  maskEmail,
  matchOutcome,
  predictedScore,
  predictionOpen,
  predictionPoints,
  predictionShares,
} from './prediction';

const goals = fc.integer({ min: 0, max: MAX_PREDICTED_SCORE });
const score = fc.record({ home: goals, away: goals });

describe('predictions (domain 7 /vote): data, lock at kick-off, points', () => {
  it('takes a score of whole goals within the bound and refuses anything else', () => {
    expect(predictedScore({ home: 2, away: 1 })).toEqual({ home: 2, away: 1 });
    expect(predictedScore({ home: 0, away: MAX_PREDICTED_SCORE })).not.toBeNull();
    for (const bad of [
      null,
      [2, 1],
      '2-1',
      { home: 2 },
      { home: -1, away: 0 },
      { home: 1.5, away: 0 },
      { home: '2', away: 1 },
      { home: MAX_PREDICTED_SCORE + 1, away: 0 },
      { home: 2, away: 1, extra: 0 },
      { home: Number.NaN, away: 0 },
    ])
      expect(predictedScore(bad)).toBeNull();
  });

  it('is open before kick-off of a prematch match only', () => {
    const start = Date.UTC(2026, 5, 1, 18);
    expect(predictionOpen({ status: 0, startTime: start }, start - 1)).toBe(true);
    expect(predictionOpen({ status: 0, startTime: start }, start)).toBe(false);
    expect(predictionOpen({ status: 1, startTime: start }, start - 60_000)).toBe(false);
    expect(predictionOpen({ status: 4, startTime: start }, start - 60_000)).toBe(false);
  });

  it('gives 3 for the exact score, 1 for the right outcome, 0 otherwise', () => {
    expect(predictionPoints({ home: 2, away: 1 }, { home: 2, away: 1 })).toBe(3);
    expect(predictionPoints({ home: 1, away: 0 }, { home: 2, away: 1 })).toBe(1);
    expect(predictionPoints({ home: 1, away: 1 }, { home: 0, away: 0 })).toBe(1);
    expect(predictionPoints({ home: 0, away: 1 }, { home: 2, away: 1 })).toBe(0);
  });

  it('property: the exact score scores the most any prediction can against that result', () => {
    fc.assert(
      fc.property(score, score, (guess, final) => {
        expect(predictionPoints(final, final)).toBeGreaterThanOrEqual(
          predictionPoints(guess, final),
        );
      }),
    );
  });

  it('property: points are 3, 1 or 0, and 1 or more exactly when the outcome is right', () => {
    fc.assert(
      fc.property(score, score, (guess, final) => {
        const points = predictionPoints(guess, final);
        expect([0, 1, 3]).toContain(points);
        expect(points >= 1).toBe(matchOutcome(guess) === matchOutcome(final));
        expect(points === 3).toBe(guess.home === final.home && guess.away === final.away);
      }),
    );
  });

  it('property: swapping home and away in both scores changes no points', () => {
    fc.assert(
      fc.property(score, score, (guess, final) => {
        const swap = (s: { home: number; away: number }) => ({ home: s.away, away: s.home });
        expect(predictionPoints(swap(guess), swap(final))).toBe(predictionPoints(guess, final));
      }),
    );
  });

  it('property: the crowd split sums to 100 and follows the counts', () => {
    const n = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(n, n, n, (home, draw, away) => {
        const s = predictionShares({ home, draw, away });
        const total = home + draw + away;
        expect(s.home + s.draw + s.away).toBe(total === 0 ? 0 : 100);
        if (home > away) expect(s.home).toBeGreaterThanOrEqual(s.away);
        for (const o of ['home', 'draw', 'away'] as const)
          if (total > 0)
            expect(Math.abs(s[o] - ({ home, draw, away }[o] * 100) / total)).toBeLessThan(1);
      }),
    );
    expect(predictionShares({ home: 1, draw: 1, away: 1 })).toEqual({
      home: 34,
      draw: 33,
      away: 33,
    });
  });

  it('masks an e-mail to its first letter and domain', () => {
    expect(maskEmail('demo@example.com')).toBe('d***@example.com');
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
