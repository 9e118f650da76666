import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BetWire } from '@sb/contract';
import { createQueryClient } from '../query/query-client';
import { cashOutBet } from './bet-actions';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with the bet, recording what was sent. */
function recordCalls() {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        headers: init.headers as Record<string, string>,
        body: JSON.parse(init.body as string),
      });
      return new Response(JSON.stringify({ data: { id: '7', status: 'cashed_out' } }), {
        status: 200,
      });
    }),
  );
  return calls;
}

const bet = { id: '7' } as BetWire;

describe('cash-out from My bets (issue 17: Idempotency-Key)', () => {
  it('sends an Idempotency-Key made for each attempt, on a whole and a partial cash-out', async () => {
    const calls = recordCalls();
    const client = createQueryClient();
    await cashOutBet(client, bet, 1_520, null, 'en');
    await cashOutBet(client, bet, 1_520, null, 'en');
    await cashOutBet(client, bet, 760, 500, 'en');
    expect(calls.map((c) => c.url)).toEqual(Array(3).fill('/api/sportsbook/v2/bets/cashout'));
    expect(calls[2]!.body).toEqual({ bet_id: '7', to_cashout: 760, stake: 500, locale: 'en' });
    const keys = calls.map((c) => c.headers['idempotency-key']);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // A new press is a new attempt: a new key.
    expect(new Set(keys).size).toBe(3);
  });

  it('sends the key it is given, so a retry of one attempt repeats it', async () => {
    const calls = recordCalls();
    await cashOutBet(createQueryClient(), bet, 1_520, null, 'en', 'attempt-1');
    expect(calls[0]!.headers['idempotency-key']).toBe('attempt-1');
  });
});
