import { replaceEqualDeep } from '../query/replace-equal-deep';
import type { Market, MatchesAnswer, Match } from '@sb/contract';
import { compareBySpec, listAccepts, type MatchListSpec } from '../api/catalog';

// domain 4 Live merge as pure functions over the wire shapes. The rule every function keeps:
// what did not change keeps its previous object (same reference), so a memoized row or odds
// button does not re-render, and a function that changes nothing returns its input as is.

/** domain 4 Market status 0: not allowed; such a market is dropped on update. */
export const MARKET_NOT_ALLOWED = 0;

export const marketKey = (m: Pick<Market, 'id' | 'specifier'>) => `${m.id}|${m.specifier}`;

/** The new state of a market, sharing every unchanged part (outcomes) with the old one. */
export function mergeMarket(prev: Market | null | undefined, next: Market): Market {
  return prev ? replaceEqualDeep(prev, next) : next;
}

/** The new state of a match, sharing every unchanged part with the old one. */
export function mergeMatch(prev: Match, next: Match): Match {
  return replaceEqualDeep(prev, next);
}

/** A number in the specifier (`total=2.5`, `hcp=-1.5`) orders the lines of one market type. */
function lineOf(specifier: string): number {
  for (const part of specifier.split('|')) {
    const value = Number(part.split('=')[1]);
    if (part.includes('=') && !Number.isNaN(value)) return value;
  }
  return 0;
}

/** Display order of markets: priority, market type, then the line (as the API orders them). */
export function compareMarkets(a: Market, b: Market): number {
  return (
    a.priority - b.priority ||
    a.id - b.id ||
    lineOf(a.specifier) - lineOf(b.specifier) ||
    a.specifier.localeCompare(b.specifier)
  );
}

/**
 * The markets of a match page after `markets_changed` (only the changed markets travel):
 * changed ones are merged in place, status 0 ones dropped, new ones inserted in order.
 */
export function applyMarketsChanged(markets: Market[], changed: readonly Market[]): Market[] {
  if (!changed.length) return markets;
  const updates = new Map(changed.map((m) => [marketKey(m), m]));
  let touched = false;
  const out: Market[] = [];
  for (const m of markets) {
    const key = marketKey(m);
    const update = updates.get(key);
    if (!update) {
      out.push(m);
      continue;
    }
    updates.delete(key);
    if (update.status === MARKET_NOT_ALLOWED) {
      touched = true;
      continue;
    }
    const merged = mergeMarket(m, update);
    if (merged !== m) touched = true;
    out.push(merged);
  }
  const added = [...updates.values()].filter((m) => m.status !== MARKET_NOT_ALLOWED);
  if (added.length) {
    touched = true;
    for (const m of added) {
      const at = out.findIndex((o) => compareMarkets(m, o) < 0);
      out.splice(at === -1 ? out.length : at, 0, m);
    }
  }
  return touched ? out : markets;
}

const sameMarket = (a: Market | null, b: Market) =>
  !!a && a.id === b.id && a.specifier === b.specifier;

/**
 * A listed match after `markets_changed` on the public channel, which carries its headline
 * markets (domain 3 main_market, and the most balanced line of the secondary market).
 */
export function applyHeadlineMarkets(match: Match, changed: readonly Market[]): Match {
  let main = match.main_market;
  let secondary = match.secondary_market;
  for (const m of changed) {
    if (m.match_id !== match.id) continue;
    if (m.role === 'main') {
      if (m.status === MARKET_NOT_ALLOWED) main = sameMarket(main, m) ? null : main;
      else main = sameMarket(main, m) ? mergeMarket(main, m) : m;
    } else if (m.role === 'secondary') {
      if (m.status === MARKET_NOT_ALLOWED) secondary = sameMarket(secondary, m) ? null : secondary;
      else if (sameMarket(secondary, m)) secondary = mergeMarket(secondary, m);
      // The balanced line moved: the new line replaces the shown one.
      else if (m.most_balanced) secondary = m;
    }
  }
  if (main === match.main_market && secondary === match.secondary_market) return match;
  return { ...match, main_market: main, secondary_market: secondary };
}

/** A list after `markets_changed`: only the match concerned may change. */
export function applyMarketsToList(
  list: MatchesAnswer,
  matchId: number,
  changed: readonly Market[],
): MatchesAnswer {
  const index = list.data.findIndex((m) => m.id === matchId);
  if (index === -1) return list;
  const prev = list.data[index]!;
  const next = applyHeadlineMarkets(prev, changed);
  if (next === prev) return list;
  const data = list.data.slice();
  data[index] = next;
  return { ...list, data };
}

/**
 * A list after `match_changed` / `match_status_changed`: the match is updated where it is, leaves
 * the list when it no longer belongs (a live list loses a finished match), or joins it in sort
 * order when it now belongs (a started match joins the live list). A joining match that sorts
 * after the last row of a full page belongs to a later page and is left out.
 */
export function applyMatchToList(
  list: MatchesAnswer,
  match: Match,
  spec: MatchListSpec,
  nowMs: number,
): MatchesAnswer {
  const index = list.data.findIndex((m) => m.id === match.id);
  const belongs = listAccepts(spec, match, nowMs);
  if (index !== -1) {
    const prev = list.data[index]!;
    if (!belongs) {
      const data = list.data.filter((m) => m.id !== match.id);
      return {
        data,
        pagination: { ...list.pagination, total: Math.max(0, list.pagination.total - 1) },
      };
    }
    const merged = mergeMatch(prev, match);
    if (merged === prev) return list;
    const data = list.data.slice();
    data[index] = merged;
    return { ...list, data };
  }
  if (!belongs) return list;
  if (spec.maxPerSport) {
    const sameSport = list.data.filter((m) => m.sport.id === match.sport.id).length;
    if (sameSport >= spec.maxPerSport) return list;
  }
  const compare = compareBySpec(spec);
  const at = list.data.findIndex((m) => compare(match, m) < 0);
  const full = list.data.length >= spec.limit;
  if (at === -1 && full) return list;
  const data = list.data.slice();
  data.splice(at === -1 ? data.length : at, 0, match);
  if (data.length > spec.limit) data.pop();
  return { data, pagination: { ...list.pagination, total: list.pagination.total + 1 } };
}
