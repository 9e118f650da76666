import type { BetLimitsSettings, OddsChangePolicy } from '@sb/domain';
import { parseChannel, type Broker } from '../../realtime';
import type { Catalog } from '../catalog';
import {
  refKey,
  type BetsCatalog,
  type BettingSettings,
  type OutcomeResultRow,
  type SelectionView,
} from './catalog-port';

/** Settings are read per placement; a few seconds' reuse keeps placement off their queries. */
const SETTINGS_TTL_MS = 5_000;
/** One locale's match channel is enough to learn which matches moved (each is sent per locale). */
const WATCHED_LOCALE = 'en';

/** What the adapter needs: the catalog's betting view, and the publications every process hears. */
export interface BetsCatalogSources {
  catalog: Pick<
    Catalog,
    'bettingSelections' | 'getBettingMatch' | 'getBettingMatches' | 'settings' | 'onResults'
  >;
  /** Match-channel publications tell which prices moved (live cash-out offers); none: never. */
  publications?: Pick<Broker, 'on'>;
}

/**
 * The catalog module behind the bets port: fresh selections for validation (exactly the
 * outcomes named, one query), the match model for custom bets, stored results and the results
 * hook for settlement, the book's settings. Prices moving are learnt from the catalog's
 * match-channel publications through the broker, the one signal every process already receives.
 */
export function betsCatalogFor({ catalog, publications }: BetsCatalogSources): BetsCatalog {
  let settings: { at: number; value: Promise<BettingSettings> } | null = null;
  return {
    async selections(refs, locale) {
      const out = new Map<string, SelectionView>();
      if (refs.length === 0) return out;
      for (const s of await catalog.bettingSelections(refs, locale)) {
        out.set(refKey(s), {
          odds: s.odds,
          active: s.marketStatus === 1 && s.outcomeActive,
          marketStatus: s.marketStatus,
          matchStatus: s.matchStatus,
          provider: s.provider,
          providerActive: s.providerActive,
          result: s.result,
          sportKey: s.sportKey,
          tournamentId: s.tournamentId,
          countryCode: s.countryCode,
          matchUrnId: s.matchUrnId,
          matchSlug: s.matchSlug,
          matchName: s.matchName,
          startTime: s.startTime.toISOString(),
          competitors: s.competitors,
          marketName: s.marketName,
          outcomeName: s.outcomeName,
        });
      }
      return out;
    },

    async customBetMatch(matchId) {
      const match = await catalog.getBettingMatch(matchId);
      if (!match) return null;
      return {
        matchId,
        status: match.status,
        provider: match.provider,
        providerActive: match.providerActive,
        sportKey: match.sportKey,
        model: match.model,
        markets: match.markets
          .filter((m) => m.customBet && m.status === 1)
          .map((m) => ({
            marketId: m.marketId,
            specifier: m.specifier,
            name: m.name,
            status: m.status,
            customBetGroups: [],
            outcomes: m.outcomes.map((o) => ({
              id: o.id,
              name: o.name,
              odds: o.odds,
              active: o.active,
            })),
          })),
      };
    },

    // Every outcome with its result now, null where it has none (a rollback reopens legs). A
    // match the catalog no longer holds (pruned) answers nothing, so nothing is reopened.
    async matchResults(matchId) {
      const match = await catalog.getBettingMatch(matchId);
      if (!match) return [];
      const rows: OutcomeResultRow[] = [];
      for (const m of match.markets) {
        for (const o of m.outcomes) {
          rows.push({
            marketId: m.marketId,
            specifier: m.specifier,
            outcomeId: o.id,
            result: o.result,
          });
        }
      }
      return rows;
    },

    async resultedMatches(matchIds) {
      const found = await catalog.getBettingMatches([...matchIds]);
      return [...found.values()].filter((m) => m.resultVersion > 0).map((m) => m.id);
    },

    settings() {
      const now = Date.now();
      if (!settings || now - settings.at > SETTINGS_TTL_MS) {
        const value = catalog.settings('en').then((s): BettingSettings => ({
          betLimits: s.bet_limits_settings as unknown as BetLimitsSettings,
          // No feature flag turns limits off on the server: the settings are the limits.
          betLimitsEnabled: true,
          availableByProvider: s.multi_bet_settings.available_by_provider,
          customBetEnabled: s.custom_bet_enabled,
          customBetAllowSingle: s.custom_bet_allow_single,
          defaultOddsChangePolicy: s.auto_accept_odds_change as OddsChangePolicy,
        }));
        value.catch(() => {
          settings = null;
        });
        settings = { at: now, value };
      }
      return settings.value;
    },

    onResults(listener) {
      return catalog.onResults((event) => listener(event.matchId));
    },

    onPricesChanged(listener) {
      if (!publications) return () => {};
      return publications.on('publication', (pub) => {
        const channel = parseChannel(pub.channel);
        if (channel?.kind !== 'public' || channel.locale !== WATCHED_LOCALE || !channel.matchId)
          return;
        const id = Number(channel.matchId);
        if (Number.isSafeInteger(id)) listener([id]);
      });
    },
  };
}
