import { describe, expect, it } from 'vitest';
import {
  privateEventNames,
  publicEventNames,
  REALTIME_PROTOCOL_VERSION,
  realtimeEventName,
  realtimeEvents,
  realtimePublication,
} from './realtime';

// domain 4 "Real-time events", verbatim and in the spec's order.
const DOMAIN_4_EVENTS = [
  'match_changed',
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
  'tournament_pool_changed',
  'balance_changed',
  'unread_counters_changed',
  'notification',
  'bet_changed',
  'bet_cashout_changed',
  'bonus_issued',
];
// Events the issues add where domain 4 names none: a jackpot's pools and a player's hit (21).
const ADDED_EVENTS = ['jackpot_changed', 'jackpot_hit'];
const EVENTS = [...DOMAIN_4_EVENTS, ...ADDED_EVENTS];

describe('the real-time protocol (domain 4)', () => {
  it('has a message schema for every event of domain 4 and of the issues, and no other event', () => {
    expect(Object.keys(realtimeEvents).sort()).toEqual([...EVENTS].sort());
    expect(realtimeEventName.options.sort()).toEqual([...EVENTS].sort());
    expect(REALTIME_PROTOCOL_VERSION).toBeGreaterThanOrEqual(1);
  });

  it('puts the player events on the private channel and the rest on the public ones', () => {
    expect(privateEventNames.sort()).toEqual(
      [
        'balance_changed',
        'bet_cashout_changed',
        'bet_changed',
        'bonus_issued',
        'jackpot_hit',
        'notification',
        'unread_counters_changed',
      ].sort(),
    );
    expect(publicEventNames.sort()).toEqual(
      [
        'markets_changed',
        'match_changed',
        'match_status_changed',
        'provider_status_changed',
        'tournament_pool_changed',
        'jackpot_changed',
      ].sort(),
    );
  });

  it('parses a publication by its event name and refuses a message of another event', () => {
    const balance = { currency: 'EUR', balance: 1250, subunits: 100 };
    expect(
      realtimePublication.safeParse({ event_name: 'balance_changed', message: balance }).success,
    ).toBe(true);
    expect(
      realtimePublication.safeParse({ event_name: 'unread_counters_changed', message: balance })
        .success,
    ).toBe(false);
    expect(
      realtimePublication.safeParse({
        event_name: 'unread_counters_changed',
        message: { unread: 3 },
      }).success,
    ).toBe(true);
    expect(realtimePublication.safeParse({ event_name: 'odds_moved', message: {} }).success).toBe(
      false,
    );
  });

  it('gives the events nothing publishes yet the shapes of the spec entities', () => {
    const ok = (event_name: string, message: unknown) =>
      realtimePublication.safeParse({ event_name, message }).success;
    expect(
      ok('notification', {
        id: 7,
        title: 'Bet settled',
        caption: null,
        body: 'Your bet won',
        created_at: '2026-06-01T12:00:00Z',
        read: false,
        type: 'bet',
        object_type: 'bet',
      }),
    ).toBe(true);
    expect(ok('notification', { id: 7, title: 'no body' })).toBe(false);
    expect(
      ok('bonus_issued', {
        id: 'b1',
        type: 'freebet',
        name: 'Welcome freebet',
        issued: {
          is_active: true,
          currency: 'EUR',
          amount: 500,
          activated_at: null,
          expired_at: '2026-06-08T12:00:00Z',
        },
      }),
    ).toBe(true);
    expect(
      ok('bonus_issued', {
        id: 'b1',
        type: 'cashback',
        name: 'x',
        issued: {
          is_active: true,
          currency: null,
          amount: null,
          activated_at: null,
          expired_at: null,
        },
      }),
    ).toBe(false);
    expect(
      ok('tournament_pool_changed', {
        tournament_id: 3,
        pool_amount: 100_000,
        currency: 'EUR',
        currency_subunits: 100,
      }),
    ).toBe(true);
    expect(ok('tournament_pool_changed', { tournament_id: 3, pool_amount: -1 })).toBe(false);
  });
});
