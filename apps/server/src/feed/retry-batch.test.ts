import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedMessage } from './messages';
import { retryBatch } from './retry-batch';

// issue 25, bounded memory: a catalog that fails tick after tick must not make the leader hold
// every tick's messages; what goes again is one state per match and every result, in order.

const status = (matchId: number, s: 0 | 1 | 2 | 3, timeline?: string[]): FeedMessage => ({
  type: 'match_status',
  matchId,
  status: s,
  statistics: null,
  ...(timeline ? { timeline: timeline.map((t) => ({ t }) as never) } : {}),
});
const odds = (matchId: number): FeedMessage => ({ type: 'odds_change', matchId, markets: [] });
const result = (matchId: number): FeedMessage =>
  ({ type: 'result', matchId, results: [] }) as unknown as FeedMessage;
const stop = (matchId: number): FeedMessage => ({ type: 'bet_stop', matchId, reason: 'goal' });

describe('retryBatch', () => {
  it('keeps the newest status per match, the latest timeline, and every result in order', () => {
    const batch = [
      status(1, 1, ['kick-off']),
      odds(1),
      stop(1),
      status(1, 1),
      status(2, 1),
      result(1),
      status(1, 3),
      odds(2),
    ];
    expect(retryBatch(batch)).toEqual([
      stop(1),
      status(2, 1),
      result(1),
      { ...status(1, 3), timeline: [{ t: 'kick-off' }] },
    ]);
  });

  it('stays as long as the matches, results and stops, however many ticks failed', () => {
    const tick = fc.tuple(
      fc.integer({ min: 1, max: 5 }),
      fc.constantFrom(0, 1, 2, 3),
      fc.boolean(),
    );
    fc.assert(
      fc.property(fc.array(fc.array(tick, { maxLength: 8 }), { maxLength: 60 }), (ticks) => {
        // Each failed tick goes again with the next one, as leader-book.ts does.
        let retry: FeedMessage[] = [];
        for (const msgs of ticks) {
          const batch = [
            ...retry,
            ...msgs.map(([m, s, isOdds]) => (isOdds ? odds(m) : status(m, s as 0 | 1 | 2 | 3))),
          ];
          retry = retryBatch(batch);
        }
        const matches = new Set(
          ticks
            .flat()
            .filter((x) => !x[2])
            .map((x) => x[0]),
        );
        expect(retry.length).toBe(matches.size);
        // The status kept for a match is the last one sent.
        for (const m of matches) {
          const last = ticks
            .flat()
            .filter((x) => !x[2] && x[0] === m)
            .at(-1)!;
          expect(retry.find((x) => x.type === 'match_status' && x.matchId === m)).toMatchObject({
            status: last[1],
          });
        }
      }),
    );
  });
});
