import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerAccount, PlayerProfile } from '@sb/contract';
import {
  applyBalance,
  getSession,
  loadSession,
  onSessionEvent,
  resetSessionForTests,
  signOut,
  switchCurrency,
  type SessionEvent,
} from './session';

const profile = {
  id: '7',
  email: 'p@example.com',
  currency: 'EUR',
  isLoggedIn: true,
  authFieldsMissed: [],
  depositFieldsMissed: [],
  serasa: { pve: false },
} as unknown as PlayerProfile;
const accounts: PlayerAccount[] = [
  { currency: 'EUR', balance: 1000, subunits: 100, fiat: true },
  { currency: 'USD', balance: 500, subunits: 100, fiat: true },
];

function server() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      if (url.startsWith('/api/platform/player/accounts')) return Response.json(accounts);
      if (url.startsWith('/api/platform/player/currency'))
        return Response.json(JSON.parse(String(init.body)));
      if (url.startsWith('/api/platform/player/logout')) return Response.json({ ok: true });
      return Response.json(profile);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('the session (shell 4.1)', () => {
  it('loads the player, then the accounts; a blocked account is not logged in', async () => {
    server();
    await loadSession();
    expect(getSession().status).toBe('logged_in');
    await vi.waitFor(() => expect(getSession().accounts).toHaveLength(2));
  });

  it('switches currency only to another currency the player holds', async () => {
    const calls = server();
    await loadSession();
    await vi.waitFor(() => expect(getSession().accounts).toHaveLength(2));
    await switchCurrency('EUR');
    await switchCurrency('BTC');
    expect(calls.filter((c) => c.includes('/currency'))).toEqual([]);
    await switchCurrency('USD');
    expect(calls.filter((c) => c.includes('/currency'))).toEqual([
      'PUT /api/platform/player/currency',
    ]);
    expect(getSession().profile?.currency).toBe('USD');
  });

  it('applies balance_changed per currency and tells the slip; sign-out clears and tells it', async () => {
    server();
    await loadSession();
    await vi.waitFor(() => expect(getSession().accounts).toHaveLength(2));
    const events: SessionEvent[] = [];
    const stop = onSessionEvent((e) => events.push(e));
    applyBalance('USD', 450);
    expect(getSession().accounts.find((a) => a.currency === 'USD')?.balance).toBe(450);
    expect(getSession().accounts.find((a) => a.currency === 'EUR')?.balance).toBe(1000);
    await signOut();
    stop();
    expect(getSession()).toMatchObject({ status: 'not_logged_in', profile: null, accounts: [] });
    expect(events.map((e) => e.type)).toEqual(['balanceChanged', 'signedOut']);
  });
});
