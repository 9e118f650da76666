import type { Market, SportsbookSettings } from '@sb/contract';

// The match page's markets: tabs by market group (domain 3 Market.market_groups, settings
// market groups keyed by groupKey) and one card per market type with a row per line.

export interface GroupTab {
  key: string;
  name: string;
  count: number;
}

export const ALL_GROUP = 'all';

/** Tabs for the groups the match's markets belong to, in the settings' priority order. */
export function groupTabs(
  markets: readonly Market[],
  groups: SportsbookSettings['market_groups'] | undefined,
): GroupTab[] {
  const counts = new Map<string, number>();
  for (const m of markets) for (const g of m.market_groups) counts.set(g, (counts.get(g) ?? 0) + 1);
  return [...counts.entries()]
    .map(([key, count]) => ({
      key,
      count,
      name: groups?.[key]?.name ?? key,
      priority: groups?.[key]?.priority ?? 999,
    }))
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
    .map(({ key, name, count }) => ({ key, name, count }));
}

export interface MarketCardModel {
  /** The market type (domain 3 Market.id). */
  id: number;
  title: string;
  lines: Market[];
}

/** The title of a market type without the line (`Handicap -1.5` is a line of `Handicap`). */
export function marketTitle(market: Market): string {
  if (!market.specifier) return market.name;
  return market.name.replace(/\s*\(?[-+]?\d+(?:[.,]\d+)?\)?$/, '') || market.name;
}

/**
 * Markets of one group (or all) as cards: one per market type and title (`2nd set - winner`
 * and `3rd set - winner` share a type, not a card), its lines in order.
 */
export function marketCards(markets: readonly Market[], group: string): MarketCardModel[] {
  const cards = new Map<string, MarketCardModel>();
  for (const m of markets) {
    if (group !== ALL_GROUP && !m.market_groups.includes(group)) continue;
    const title = marketTitle(m);
    const key = `${m.id}|${title}`;
    let card = cards.get(key);
    if (!card) {
      card = { id: m.id, title, lines: [] };
      cards.set(key, card);
    }
    card.lines.push(m);
  }
  return [...cards.values()];
}

/** An outcome's name without the line its row already shows (`over 2.5` -> `over`). */
export function nameWithoutLine(name: string, specifier: string): string {
  if (!specifier) return name;
  const stripped = name
    .replace(/\s*\([-+]?\d+(?:[.,]\d+)?\)$/, '')
    .replace(/\s+[-+]?\d+(?:[.,]\d+)?$/, '');
  return stripped || name;
}

const WITH_LINE = /^(.*\S)\s*\(([-+]?\d+(?:[.,]\d+)?)\)$/;

/**
 * A market whose outcome names carry each side's line in brackets (`Arsenal (-1.5)`): the card
 * names the sides once in a header, and each odd shows only its line. Null for other markets.
 */
export function sidesWithLines(lines: readonly Market[]): string[] | null {
  if (lines.length < 2) return null;
  const first = lines[0]!.outcomes.map((o) => WITH_LINE.exec(o.name)?.[1]);
  if (first.some((n) => !n)) return null;
  const same = lines.every((l) =>
    l.outcomes.every((o, i) => WITH_LINE.exec(o.name)?.[1] === first[i]),
  );
  return same ? (first as string[]) : null;
}

/** The bracketed line of an outcome's name (`-1.5` of `Arsenal (-1.5)`). */
export const bracketLine = (name: string) => WITH_LINE.exec(name)?.[2] ?? name;
