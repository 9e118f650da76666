import { describe, expect, it } from 'vitest';
import type { PublicPublication } from '@sb/contract';
import { slipEventsOf } from './slip-events';
import { market, match } from './test-fixtures';

describe('live updates for the bet slip (domain 4)', () => {
  it('hands changed markets to the slip as a partial update', () => {
    const m = market({ status: -1, odds: [2000, 3100, 3900] });
    const [event] = slipEventsOf({
      event_name: 'markets_changed',
      message: { match_id: 1, match_urn_id: 'sr:match:1', markets: [m] },
    });
    expect(event).toEqual({
      type: 'marketsChanged',
      matchId: 1,
      complete: false,
      markets: [
        {
          id: 1,
          specifier: '',
          status: -1,
          outcomes: [
            { id: '1', active: true, odds: 2000 },
            { id: '2', active: true, odds: 3100 },
            { id: '3', active: true, odds: 3900 },
          ],
        },
      ],
    });
  });

  it('passes status and provider changes on', () => {
    expect(
      slipEventsOf({
        event_name: 'match_status_changed',
        message: { match_id: 7, match_urn_id: 'x', status: 4, previous_status: 1, match: match() },
      }),
    ).toEqual([{ type: 'matchStatusChanged', matchId: 7, status: 4 }]);
    expect(
      slipEventsOf({
        event_name: 'provider_status_changed',
        message: { provider: 'oddin', status: 'inactive', changed_at: '2026-11-21T18:00:00Z' },
      }),
    ).toEqual([{ type: 'providerStatusChanged', provider: 'oddin', active: false }]);
  });

  it('ignores what the slip does not care about and malformed messages', () => {
    expect(slipEventsOf({ event_name: 'match_changed', message: match() })).toEqual([]);
    // Malformed on purpose: what a buggy or foreign publisher might send despite the protocol.
    const malformed = (p: unknown) => p as PublicPublication;
    expect(slipEventsOf(malformed({ event_name: 'markets_changed', message: null }))).toEqual([]);
    expect(
      slipEventsOf(malformed({ event_name: 'match_status_changed', message: { status: 9 } })),
    ).toEqual([]);
  });
});
