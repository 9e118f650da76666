import type { Match, Outcome } from '@sb/contract';
import type { MessageKey } from '../i18n';

/** Column labels of a list's odds (`1 X 2`, `Over Under`), as message keys or the name itself. */
export function outcomeLabel(outcome: Pick<Outcome, 'id' | 'name'>): MessageKey | string {
  switch (outcome.id) {
    case '1':
    case '4':
    case '1714':
      return 'odds.short.home';
    case '2':
      return 'odds.short.draw';
    case '3':
    case '5':
    case '1715':
      return 'odds.short.away';
    case '12':
      return 'odds.short.over';
    case '13':
      return 'odds.short.under';
    default:
      return outcome.name;
  }
}

export const isMessageKey = (label: string): label is MessageKey => label.startsWith('odds.short.');

/** The headline line of the secondary market (`2.5` of `total=2.5`, `-1.5` of `hcp=-1.5`). */
export function lineLabel(specifier: string): string {
  for (const part of specifier.split('|')) {
    const [key, value] = part.split('=');
    if ((key === 'total' || key === 'hcp') && value !== undefined) return value;
  }
  return '';
}

export interface MatchGroup {
  key: string;
  sport: Match['sport'];
  category: Match['category'];
  tournament: Match['tournament'];
  matches: Match[];
}

/**
 * Matches grouped by league in the order they come (the API's sort order is kept); a league's
 * outrights form a group of their own (they have no match columns).
 */
export function groupByTournament(matches: readonly Match[]): MatchGroup[] {
  const groups = new Map<string, MatchGroup>();
  for (const m of matches) {
    const key = `${m.sport.id}:${m.tournament.id}:${m.type}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, sport: m.sport, category: m.category, tournament: m.tournament, matches: [] };
      groups.set(key, g);
    }
    g.matches.push(m);
  }
  return [...groups.values()];
}

export interface SportGroup {
  sport: Match['sport'];
  matches: Match[];
}

export function groupBySport(matches: readonly Match[]): SportGroup[] {
  const groups = new Map<number, SportGroup>();
  for (const m of matches) {
    let g = groups.get(m.sport.id);
    if (!g) {
      g = { sport: m.sport, matches: [] };
      groups.set(m.sport.id, g);
    }
    g.matches.push(m);
  }
  return [...groups.values()];
}

/** The home and away competitors of a match (outrights have neither). */
export function sides(match: Match) {
  return {
    home: match.competitors.find((c) => c.qualifier === 'home') ?? null,
    away: match.competitors.find((c) => c.qualifier === 'away') ?? null,
  };
}
