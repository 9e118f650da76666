import type { BetLimitsSettings, OddsChangePolicy } from '@sb/domain';
import { parseChannel, type Broker } from '../../realtime';
import type { Db } from '../../db';
import { bettingSelections, type BettingMatch, type Catalog } from '../catalog';
import {
  refKey,
  type BetsCatalog,
  type BettingSettings,
  type OutcomeResultRow,
  type SelectionRef,
  type SelectionView,
} from './catalog-port';

/** Settings are read per placement; a few seconds' reuse keeps placement off their queries. */
const SETTINGS_TTL_MS = 5_000;
/** One locale's match channel is enough to learn which matches moved (each is sent per locale). */
const WATCHED_LOCALE = 'en';

function view(match: BettingMatch, ref: SelectionRef): SelectionView | null {
  const market = match.markets.find(
    (m) => m.marketId === ref.marketId && m.specifier === ref.specifier,
  );
  const outcome = market?.outcomes.find((o) => o.id === ref.outcomeId);
  if (!market || !outcome) return null;
  return {
    odds: outcome.odds,
    active: market.status === 1 && outcome.active,
    marketStatus: market.status,
    matchStatus: match.status,
    provider: match.provider,
    providerActive: match.providerActive,
    result: outcome.result,
    sportKey: match.sportKey,
    matchUrnId: match.urnId,
    matchSlug: match.slug,
    matchName: match.name,
    startTime: match.startTime.toISOString(),
    competitors: match.competitors.map((c) => ({ name: c.name, qualifier: c.qualifier })),
    marketName: market.name,
    outcomeName: outcome.name,
  };
}

/**
 * The catalog module behind the bets port (`ctx.catalog`): fresh selections for validation
 * (exactly the outcomes named, one query, with `db`; whole matches without),
 * the match model for custom bets, stored results and the results hook for settlement, the
 * book's settings. Prices moving are learnt from the catalog's match-channel publications
 * through the broker, the one signal every process already receives.
 */
export function betsCatalogFor(catalog: Catalog, broker?: Broker, db?: Db): BetsCatalog {
  let settings: { at: number; value: Promise<BettingSettings> } | null = null;
  return {
    async selections(refs, locale) {
      const out = new Map<string, SelectionView>();
      if (refs.length === 0) return out;
      if (db) {
        for (const s of await bettingSelections(db, refs, locale)) {
          out.set(refKey(s), {
            odds: s.odds,
            active: s.marketStatus === 1 && s.outcomeActive,
            marketStatus: s.marketStatus,
            matchStatus: s.matchStatus,
            provider: s.provider,
            providerActive: s.providerActive,
            result: s.result,
            sportKey: s.sportKey,
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
      }
      const found = await catalog.getBettingMatches([...new Set(refs.map((r) => r.matchId))]);
      for (const ref of refs) {
        const match = found.get(ref.matchId);
        const v = match ? view(match, ref) : null;
        if (v) out.set(refKey(ref), v);
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
      if (!broker) return () => {};
      return broker.on('publication', (pub) => {
        const channel = parseChannel(pub.channel);
        if (channel?.kind !== 'public' || channel.locale !== WATCHED_LOCALE || !channel.matchId)
          return;
        const id = Number(channel.matchId);
        if (Number.isSafeInteger(id)) listener([id]);
      });
    },
  };
}
