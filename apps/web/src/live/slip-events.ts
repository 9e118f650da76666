import type { PublicPublication } from '@sb/contract';
import { parseOdds, type MarketSnapshot, type MatchStatus, type SlipEvent } from '@sb/domain';

const MATCH_STATUSES: readonly number[] = [0, 1, 2, 3, 4, 5];

/**
 * What a public publication means to the bet slip (domain 4: suspension, odds change, provider
 * status change). Markets travel partially (only the changed ones), so `complete` is false: a
 * market missing from the message has not gone away.
 */
export function slipEventsOf(publication: PublicPublication): SlipEvent[] {
  switch (publication.event_name) {
    case 'markets_changed': {
      const message = publication.message;
      if (!message || !Array.isArray(message.markets)) return [];
      const markets: MarketSnapshot[] = message.markets.map((m) => ({
        id: m.id,
        specifier: m.specifier,
        status: m.status,
        outcomes: m.outcomes.flatMap((o) => {
          const value = parseOdds(o.odds);
          return value ? [{ id: o.id, active: o.active, odds: value }] : [];
        }),
      }));
      return [{ type: 'marketsChanged', matchId: message.match_id, markets, complete: false }];
    }
    case 'match_status_changed': {
      const message = publication.message;
      if (!message || !MATCH_STATUSES.includes(message.status)) return [];
      return [
        {
          type: 'matchStatusChanged',
          matchId: message.match_id,
          status: message.status as MatchStatus,
        },
      ];
    }
    case 'provider_status_changed': {
      const message = publication.message;
      if (!message?.provider) return [];
      return [
        {
          type: 'providerStatusChanged',
          provider: message.provider,
          active: message.status === 'active',
        },
      ];
    }
    default:
      return [];
  }
}
