import type { BetLimitsSettings, OddsChangePolicy } from '@sb/domain';
import { parseChannel, type Broker } from '../../realtime';
import type { BettingMatch, Catalog } from '../catalog';
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
/**
 * Placements of many players on one match within a few milliseconds share one read of it: a
 * read in flight is joined, and its answer reused for this long (prices are that fresh).
 */
const MATCH_TTL_MS = 100;
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
 * The catalog module behind the bets port (`ctx.catalog`): fresh selections for validation,
 * the match model for custom bets, stored results and the results hook for settlement, the
 * book's settings. Prices moving are learnt from the catalog's match-channel publications
 * through the broker, the one signal every process already receives.
 */
export function betsCatalogFor(catalog: Catalog, broker?: Broker): BetsCatalog {
  let settings: { at: number; value: Promise<BettingSettings> } | null = null;
  const recent = new Map<number, { at: number; match: Promise<BettingMatch | undefined> }>();
  const matches = async (ids: Iterable<number>): Promise<Map<number, BettingMatch>> => {
    const now = Date.now();
    const wanted = [...new Set(ids)];
    // Each id's read is taken now, so a clean-up of the map meanwhile cannot lose it.
    const reads = new Map<number, Promise<BettingMatch | undefined>>();
    const missing: number[] = [];
    for (const id of wanted) {
      const hit = recent.get(id);
      if (hit && now - hit.at <= MATCH_TTL_MS) reads.set(id, hit.match);
      else missing.push(id);
    }
    if (missing.length) {
      const read = catalog.getBettingMatches(missing);
      if (recent.size > 5_000) recent.clear();
      for (const id of missing) {
        const match = read.then((m) => m.get(id));
        match.catch(() => recent.delete(id)); // awaited below; a failed read is not kept
        recent.set(id, { at: now, match });
        reads.set(id, match);
      }
    }
    const out = new Map<number, BettingMatch>();
    for (const [id, read] of reads) {
      const match = await read;
      if (match) out.set(id, match);
    }
    return out;
  };

  return {
    async selections(refs) {
      const out = new Map<string, SelectionView>();
      if (refs.length === 0) return out;
      const found = await matches(refs.map((r) => r.matchId));
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
      const found = await matches(matchIds);
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
