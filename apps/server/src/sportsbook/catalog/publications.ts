// What a committed batch publishes (issue 4, domain 4 events): changed markets on the match's
// channel (the headline ones on the public channel too), whole matches that changed, their
// status changes, provider statuses. Built from data; the applier sends them.
import type { Market } from '@sb/contract';
import { marketKey } from '@sb/domain';
import type { MarketState, ProviderStatus, ResultMessage } from '../../feed';
import { matchChannel, publicChannel, publication, type Publication } from '../../realtime';
import { namesOf, type MatchMemo } from './applier-plan';
import { wireMatch, type MatchBundle, type MatchRow } from './read-model';
import { wireMarket, type MarketFacts } from './wire-market';

/** A publication of the real-time protocol (contract realtime.ts) and its channel. */
export interface Outgoing {
  channel: string;
  publication: Publication;
}

/** The memo's market as the catalog holds it, with the results a batch gave it. */
function factsOf(
  matchId: number,
  mm: MatchMemo,
  state: MarketState,
  results: Map<string, string> | undefined,
): MarketFacts {
  return {
    match_id: matchId,
    market_id: state.marketId,
    specifier: state.specifier,
    status: state.status,
    priority: state.priority,
    most_balanced: state.mostBalanced,
    role: state.role,
    market_groups: state.groups,
    custom_bet_groups: state.customBetGroups,
    provider: mm.provider,
    next_bet_stop: null,
    outcomes: state.outcomes.map((o) => ({
      id: o.id,
      active: o.active,
      odds: o.odds,
      result: (results?.get(o.id) as Market['outcomes'][number]['result']) ?? null,
    })),
  };
}

/** `markets_changed` of every match whose markets changed, in every locale. */
export function marketPublications(
  changed: ReadonlyMap<number, ReadonlyMap<string, MarketState>>,
  memo: ReadonlyMap<number, MatchMemo>,
  results: readonly ResultMessage[],
  locales: readonly string[],
): Outgoing[] {
  const out: Outgoing[] = [];
  const resultsById = new Map(results.map((r) => [r.matchId, r]));
  for (const [matchId, markets] of changed) {
    const mm = memo.get(matchId);
    if (!mm) continue;
    const resultOf = new Map<string, Map<string, string>>();
    for (const sm of resultsById.get(matchId)?.markets ?? [])
      resultOf.set(
        marketKey(sm.marketId, sm.specifier),
        new Map(sm.outcomes.map((o) => [o.id, o.result])),
      );
    const facts = [...markets].map(([key, state]) => ({
      key,
      state,
      facts: factsOf(matchId, mm, state, resultOf.get(key)),
    }));
    for (const locale of locales) {
      const all: Market[] = [];
      const headline: Market[] = [];
      for (const { key, state, facts: f } of facts) {
        const wire = wireMarket(mm.urnId, f, namesOf(mm, locale, key, state));
        all.push(wire);
        if (state.role === 'main' || (state.role === 'secondary' && state.mostBalanced))
          headline.push(wire);
      }
      const message = { match_id: matchId, match_urn_id: mm.urnId, markets: all };
      out.push({
        channel: matchChannel(locale, matchId),
        publication: publication('markets_changed', message),
      });
      if (headline.length)
        out.push({
          channel: publicChannel(locale),
          publication: publication('markets_changed', { ...message, markets: headline }),
        });
    }
  }
  return out;
}

/** `match_changed` of whole matches, and `match_status_changed` where the status moved. */
export function matchPublications(
  rows: readonly MatchRow[],
  bundle: MatchBundle,
  previousStatus: ReadonlyMap<number, number>,
  locales: readonly string[],
): Outgoing[] {
  const out: Outgoing[] = [];
  for (const row of rows) {
    const previous = previousStatus.get(row.id);
    for (const locale of locales) {
      const match = wireMatch(row, bundle, locale);
      const channels = [matchChannel(locale, row.id), publicChannel(locale)];
      for (const channel of channels)
        out.push({ channel, publication: publication('match_changed', match) });
      if (previous !== undefined && previous !== row.status) {
        const message = {
          match_id: row.id,
          match_urn_id: row.urn_id,
          status: row.status,
          previous_status: previous,
          match,
        };
        for (const channel of channels)
          out.push({ channel, publication: publication('match_status_changed', message) });
      }
    }
  }
  return out;
}

export function providerPublications(
  providers: readonly ProviderStatus[],
  locales: readonly string[],
  changedAt: string,
): Outgoing[] {
  return providers.flatMap((p) =>
    locales.map((locale) => ({
      channel: publicChannel(locale),
      publication: publication('provider_status_changed', {
        provider: p.provider,
        status: p.status,
        changed_at: changedAt,
      }),
    })),
  );
}
