import { afterEach, describe, expect, it, vi } from 'vitest';
import { odds, type PlaceBetsRequest, type SlipEvent } from '@sb/domain';
import { ApiError } from '../api/http-client';
import { placeBets, placedBetsOf, slipErrorOf } from './effects';

const request: PlaceBetsRequest = {
  meta: { device_id: 'd', quick: false, type: 'combo' },
  bets: [
    {
      bonus: null,
      stake: { value: 1000 as never, currency: 'EUR' },
      selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: odds(2000) }],
    },
  ],
};
const effect = { type: 'placeBets' as const, request, slipBetIds: ['b1'] };

const answer = (status: string, reason: string | null = null) => ({
  data: [{ id: '77', status, reason }],
});

afterEach(() => vi.unstubAllGlobals());

describe('placing bets (domain 4 placement, domain 8 errors)', () => {
  it('maps placed bets back to their slip bets, a rejection carrying its key', () => {
    expect(placedBetsOf(answer('waiting_results') as never, ['b1'])).toEqual([
      { slipBetId: 'b1', betId: '77', status: 'waiting_results' },
    ]);
    expect(
      placedBetsOf(answer('rejected', 'error.place_bets.invalid_odds') as never, ['b1']),
    ).toEqual([
      {
        slipBetId: 'b1',
        betId: '77',
        status: 'rejected',
        error: 'error.place_bets.invalid_odds',
      },
    ]);
  });

  it('keeps a refusal as its key, code and per-bet details', () => {
    const e = new ApiError(400, 'error.place_bets.invalid_odds', 'changed', 101, {
      '1/1//1': 'error.place_bets.invalid_odds',
    });
    expect(slipErrorOf(e)).toEqual({
      message: 'error.place_bets.invalid_odds',
      code: 101,
      details: { '1/1//1': 'error.place_bets.invalid_odds' },
    });
    expect(slipErrorOf(new Error('offline'))).toBeNull();
  });

  it('sends one Idempotency-Key per attempt and the same key when it retries without an answer', async () => {
    const keys: string[] = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['idempotency-key'] ?? '');
        calls += 1;
        if (calls === 1) throw new TypeError('network down');
        return new Response(JSON.stringify(answer('waiting_results')), { status: 200 });
      }),
    );
    vi.useFakeTimers();
    const events: SlipEvent[] = [];
    const done = placeBets(effect, (e) => events.push(e), 'key-1');
    await vi.runAllTimersAsync();
    await done;
    vi.useRealTimers();
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(events[0]).toMatchObject({ type: 'placeSucceeded' });
  });

  it('answers a refusal with placeFailed carrying the code, so the slip shows it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 101, key: 'error.place_bets.invalid_odds', message: 'x' },
            }),
            { status: 400 },
          ),
      ),
    );
    const events: SlipEvent[] = [];
    await placeBets(effect, (e) => events.push(e), 'key-2');
    expect(events).toEqual([
      { type: 'placeFailed', error: { message: 'error.place_bets.invalid_odds', code: 101 } },
    ]);
  });
});
