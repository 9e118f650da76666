import type { QueryClient } from '../query/query-client';
import type {
  MarketsAnswer,
  Match,
  MatchAnswer,
  MatchesAnswer,
  PublicPublication,
  SearchAnswer,
} from '@sb/contract';
import type { MatchListSpec } from '../api/catalog';
import { queryKeys } from '../api/query-keys';
import {
  applyHeadlineMarkets,
  applyMarketsChanged,
  applyMarketsToList,
  applyMatchToList,
  mergeMatch,
} from './merge';

// Publications into the query cache: every cached list, match and market list of the locale is
// brought up to date with the pure merge functions; a query whose data did not change is not
// touched at all, so its components do not even re-render.

function update<T>(
  client: QueryClient,
  queryKey: readonly unknown[],
  change: (data: T, key: readonly unknown[]) => T,
): void {
  for (const query of client.findAll({ queryKey })) {
    const data = query.state.data as T | undefined;
    if (data === undefined) continue;
    const next = change(data, query.queryKey);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

function applyMatch(client: QueryClient, locale: string, match: Match, nowMs: number): void {
  update<MatchesAnswer>(client, queryKeys.matchLists(locale), (list, key) =>
    applyMatchToList(list, match, key[2] as MatchListSpec, nowMs),
  );
  update<MatchAnswer>(client, queryKeys.match(locale, match.id), (answer) => {
    const data = mergeMatch(answer.data, match);
    return data === answer.data ? answer : { data };
  });
  // Search results are a snapshot of a question: matches are updated, never added or moved.
  update<SearchAnswer>(client, ['search', locale], (answer) => {
    const index = answer.data.matches.findIndex((m) => m.id === match.id);
    if (index === -1) return answer;
    const merged = mergeMatch(answer.data.matches[index]!, match);
    if (merged === answer.data.matches[index]) return answer;
    const matches = answer.data.matches.slice();
    matches[index] = merged;
    return { data: { ...answer.data, matches } };
  });
}

/** A publication of `public:{locale}`: headline markets, matches and their statuses. */
export function applyPublicPublication(
  client: QueryClient,
  locale: string,
  publication: PublicPublication,
  nowMs: number,
): void {
  switch (publication.event_name) {
    case 'markets_changed': {
      const message = publication.message;
      if (!Array.isArray(message?.markets)) return;
      update<MatchesAnswer>(client, queryKeys.matchLists(locale), (list) =>
        applyMarketsToList(list, message.match_id, message.markets),
      );
      update<MatchAnswer>(client, queryKeys.match(locale, message.match_id), (answer) => {
        const data = applyHeadlineMarkets(answer.data, message.markets);
        return data === answer.data ? answer : { data };
      });
      return;
    }
    case 'match_changed': {
      const match = publication.message;
      if (typeof match?.id === 'number') applyMatch(client, locale, match, nowMs);
      return;
    }
    case 'match_status_changed': {
      const message = publication.message;
      if (typeof message?.match?.id === 'number') applyMatch(client, locale, message.match, nowMs);
      return;
    }
  }
}

/** A publication of `public:{locale}:match:{id}`: every changed market of the match page. */
export function applyMatchPublication(
  client: QueryClient,
  locale: string,
  matchId: number,
  publication: PublicPublication,
): void {
  if (publication.event_name !== 'markets_changed') return;
  const message = publication.message;
  if (message?.match_id !== matchId || !Array.isArray(message.markets)) return;
  update<MarketsAnswer>(client, queryKeys.markets(locale, matchId), (answer) => {
    const data = applyMarketsChanged(answer.data, message.markets);
    return data === answer.data ? answer : { ...answer, data };
  });
}
