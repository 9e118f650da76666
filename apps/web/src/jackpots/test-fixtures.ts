import type { JackpotHitWire, JackpotWire } from '@sb/contract';
import { vi } from 'vitest';

// The seeded jackpot of a fresh start (config/jackpots.json) and hits of it, for the jackpot
// components' tests; and a fetch that answers the jackpot calls.

export const dailyDrop: JackpotWire = {
  id: 'daily_drop',
  name: 'Daily Drop',
  amount: 555_000,
  pool_amount: 555_000,
  hits_amount: 0,
  currency: 'EUR',
  currency_subunits: 100,
  levels: [
    { code: 'mini', name: 'Mini', pool_amount: 5_000, state: 'active', seed_hash: 'a'.repeat(64) },
    {
      code: 'major',
      name: 'Major',
      pool_amount: 50_000,
      state: 'active',
      seed_hash: 'b'.repeat(64),
    },
    {
      code: 'mega',
      name: 'Mega',
      pool_amount: 500_000,
      state: 'active',
      seed_hash: 'c'.repeat(64),
    },
  ],
  min_stake: 100,
  min_odds: 1500,
};

export function hitOf(id: string, patch: Partial<JackpotHitWire> = {}): JackpotHitWire {
  return {
    id,
    jackpot_id: 'daily_drop',
    jackpot_name: 'Daily Drop',
    jackpot_level_code: 'mini',
    jackpot_level_name: 'Mini',
    amount: 5_025,
    amount_eur: 5_025,
    currency: 'EUR',
    currency_subunits: 100,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    status: 'paid',
    user_hash: '3f9a0c1d2e4b',
    seen: false,
    fairness: {
      server_seed: 'd'.repeat(64),
      seed_hash: 'e'.repeat(64),
      next_seed_hash: 'f'.repeat(64),
      bet_ref: 'B-1001',
      pool_before: 5_000,
      fed: 25,
      chance: 0.002,
      draw: 0.0011,
      forced: false,
    },
    ...patch,
  };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A stub of `fetch` that answers by path (the first route whose key the URL contains) and
 * records every call.
 */
export function stubFetch(routes: Record<string, () => unknown>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const route = Object.keys(routes).find((key) => url.includes(key));
    const body = route ? routes[route]!() : { error: { key: 'error.not_found' } };
    const text = JSON.stringify(body);
    return {
      ok: route !== undefined,
      status: route ? 200 : 404,
      json: async () => body,
      text: async () => text,
    } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
