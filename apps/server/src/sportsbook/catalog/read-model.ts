// Reading the catalog for the API and for publications: a few set-based queries per request
// (matches, their competitors, their main and secondary markets), assembled into the wire
// entities of the contract in any locale.
import type { Competitor, Match, MatchStatistics, OutcomeResult } from '@sb/contract';
import { isBettableMatch, specifierNumber } from '@sb/domain';
import type { Db } from '../../db';
import { localizedName } from './locale';
import type { NameContext } from './market-names';
import { reference } from './reference';
import type { LocalizedNames, MatchCompetitorRef } from './schema';
import { namedWireMarket } from './wire-market';

export interface MatchRow {
  id: number;
  urn_id: string;
  slug: string;
  type: 'match' | 'outright';
  name: string;
  sport_id: number;
  category_id: number;
  tournament_id: number;
  competitors: MatchCompetitorRef[];
  stadium: string | null;
  city: string | null;
  status: number;
  stage: string | null;
  start_time: Date;
  end_date: Date | null;
  has_video: boolean;
  provider: string;
  live_coverage: boolean;
  bets_count: number;
  statistics: MatchStatistics | null;
  s_urn: string;
  s_key: string;
  s_name: string;
  s_names: LocalizedNames;
  s_priority: number;
  s_type: string;
  s_provider: string;
  c_urn: string;
  c_slug: string;
  c_name: string;
  c_names: LocalizedNames;
  c_priority: number;
  c_cc: string | null;
  t_urn: string;
  t_slug: string;
  t_name: string;
  t_names: LocalizedNames;
  t_priority: number;
  p_status: string;
  total?: number | string;
}

export const MATCH_COLUMNS = `
  m.id, m.urn_id, m.slug, m.type, m.name, m.sport_id, m.category_id, m.tournament_id, m.competitors,
  m.stadium, m.city, m.status, m.stage, m.start_time, m.end_date, m.has_video, m.provider,
  m.live_coverage, m.bets_count, m.statistics`;

export const MATCH_FROM = 'from matches m';

/** Fills a match row's sport, category, tournament and provider fields from the reference. */
export async function decorate<T extends MatchRow>(db: Db, rows: T[]): Promise<T[]> {
  if (!rows.length) return rows;
  const ref = await reference(db, {
    sports: rows.map((r) => r.sport_id),
    categories: rows.map((r) => r.category_id),
    tournaments: rows.map((r) => r.tournament_id),
  });
  for (const r of rows) {
    const s = ref.sports.get(r.sport_id);
    const c = ref.categories.get(r.category_id);
    const t = ref.tournaments.get(r.tournament_id);
    r.s_urn = s?.urn_id ?? '';
    r.s_key = s?.key ?? '';
    r.s_name = s?.name ?? '';
    r.s_names = s?.names ?? {};
    r.s_priority = s?.priority ?? 0;
    r.s_type = s?.type ?? 'sport';
    r.s_provider = s?.provider ?? r.provider;
    r.c_urn = c?.urn_id ?? '';
    r.c_slug = c?.slug ?? '';
    r.c_name = c?.name ?? '';
    r.c_names = c?.names ?? {};
    r.c_priority = c?.priority ?? 0;
    r.c_cc = c?.country_code ?? null;
    r.t_urn = t?.urn_id ?? '';
    r.t_slug = t?.slug ?? '';
    r.t_name = t?.name ?? '';
    r.t_names = t?.names ?? {};
    r.t_priority = t?.priority ?? 0;
    r.p_status = ref.providers.get(r.provider) ?? 'inactive';
  }
  return rows;
}

/** Match rows from SQL selecting MATCH_COLUMNS from `matches m`, decorated. */
export async function selectMatches<T extends MatchRow = MatchRow>(
  db: Db,
  text: string,
  params: unknown[],
): Promise<T[]> {
  return decorate(db, await db.query<T>(text, params));
}

export interface CompetitorRow {
  id: number;
  urn_id: string;
  name: string;
  abbreviation: string;
  country_code: string | null;
}

export interface MarketRow {
  match_id: number;
  market_id: number;
  specifier: string;
  status: number;
  priority: number;
  most_balanced: boolean;
  role: 'main' | 'secondary' | null;
  market_groups: string[];
  custom_bet_groups: string[];
  provider: string;
  next_bet_stop: Date | null;
  outcomes: { id: string; active: boolean; odds: number; result: OutcomeResult | null }[];
}

interface OutcomeJoinRow {
  match_id: number;
  market_id: number;
  specifier: string;
  status: number;
  priority: number;
  most_balanced: boolean;
  role: 'main' | 'secondary' | null;
  market_groups: string[];
  custom_bet_groups: string[];
  provider: string;
  next_bet_stop: Date | null;
  outcome_id: string;
  active: boolean;
  odds: number;
  result: OutcomeResult | null;
}

const MARKET_SELECT = `
  select mk.match_id, mk.market_id, mk.specifier, mk.status, mk.priority, mk.most_balanced, mk.role,
    mk.market_groups, mk.custom_bet_groups, mk.provider, mk.next_bet_stop,
    o.outcome_id, o.active, o.odds, o.result
  from markets mk
  join outcomes o on o.match_id = mk.match_id and o.market_id = mk.market_id and o.specifier = mk.specifier`;

/** Groups joined market/outcome rows into markets, in the order the query gave them. */
function groupMarkets(rows: OutcomeJoinRow[]): MarketRow[] {
  const out: MarketRow[] = [];
  let current: MarketRow | null = null;
  for (const r of rows) {
    if (
      !current ||
      current.match_id !== r.match_id ||
      current.market_id !== r.market_id ||
      current.specifier !== r.specifier
    ) {
      current = {
        match_id: r.match_id,
        market_id: r.market_id,
        specifier: r.specifier,
        status: r.status,
        priority: r.priority,
        most_balanced: r.most_balanced,
        role: r.role,
        market_groups: r.market_groups,
        custom_bet_groups: r.custom_bet_groups,
        provider: r.provider,
        next_bet_stop: r.next_bet_stop,
        outcomes: [],
      };
      out.push(current);
    }
    current.outcomes.push({ id: r.outcome_id, active: r.active, odds: r.odds, result: r.result });
  }
  return out;
}

/** Markets of matches, ordered for display: priority, market type, then the line's value. */
export async function loadMarkets(
  db: Db,
  matchIds: number[],
  filter: { where?: string; params?: unknown[] } = {},
): Promise<MarketRow[]> {
  if (!matchIds.length) return [];
  const rows = await db.query<OutcomeJoinRow>(
    `${MARKET_SELECT} where mk.match_id = any($1::int[]) ${filter.where ?? ''}
     order by mk.match_id, mk.priority, mk.market_id, mk.specifier, o.position`,
    [matchIds, ...(filter.params ?? [])],
  );
  return sortLines(groupMarkets(rows));
}

/** Lines in numeric order (`total=10.5` after `total=2.5`). */
export function sortLines(markets: MarketRow[]): MarketRow[] {
  const line = (m: MarketRow) => {
    for (const key of ['setnr', 'mapnr', 'inningnr', 'hcp', 'total']) {
      const v = specifierNumber(m.specifier, key);
      if (!Number.isNaN(v)) return v;
    }
    return 0;
  };
  return markets.sort(
    (a, b) =>
      a.match_id - b.match_id ||
      a.priority - b.priority ||
      a.market_id - b.market_id ||
      line(a) - line(b) ||
      a.specifier.localeCompare(b.specifier),
  );
}

/** Everything needed to turn match rows into wire matches in any locale. */
export interface MatchBundle {
  rows: MatchRow[];
  competitors: Map<number, CompetitorRow>;
  headline: Map<number, { main: MarketRow | null; secondary: MarketRow | null }>;
  available: Map<number, number>;
}

export async function loadBundle(db: Db, rows: MatchRow[]): Promise<MatchBundle> {
  const ids = rows.map((r) => r.id);
  const competitorIds = [...new Set(rows.flatMap((r) => r.competitors.map((c) => c.id)))];
  const [competitors, headline, available] = await Promise.all([
    competitorIds.length
      ? db.query<CompetitorRow>(
          'select id, urn_id, name, abbreviation, country_code from competitors where id = any($1::int[])',
          [competitorIds],
        )
      : Promise.resolve([]),
    loadMarkets(db, ids, {
      where: `and mk.status <> 0 and (mk.role = 'main' or (mk.role = 'secondary' and mk.most_balanced))`,
    }),
    ids.length
      ? db.query<{ match_id: number; n: number }>(
          'select match_id, count(*)::int as n from markets where match_id = any($1::int[]) and status = 1 group by match_id',
          [ids],
        )
      : Promise.resolve([]),
  ]);
  const heads = new Map<number, { main: MarketRow | null; secondary: MarketRow | null }>();
  for (const m of headline) {
    const h = heads.get(m.match_id) ?? { main: null, secondary: null };
    if (m.role === 'main' && !h.main) h.main = m;
    if (m.role === 'secondary' && !h.secondary) h.secondary = m;
    heads.set(m.match_id, h);
  }
  return {
    rows,
    competitors: new Map(competitors.map((c) => [c.id, c])),
    headline: heads,
    available: new Map(available.map((a) => [a.match_id, a.n])),
  };
}

export const logoUrl = (competitorId: number) =>
  `/api/sportsbook/v2/competitors/${competitorId}/logo.svg`;

export function nameContext(row: MatchRow, competitors: Map<number, CompetitorRow>): NameContext {
  const home = row.competitors.find((c) => c.qualifier === 'home');
  const away = row.competitors.find((c) => c.qualifier === 'away');
  const byUrn = new Map<string, string>();
  if (row.type === 'outright') {
    for (const ref of row.competitors) {
      const c = competitors.get(ref.id);
      if (c) byUrn.set(c.urn_id, c.name);
    }
  }
  return {
    home: (home && competitors.get(home.id)?.name) ?? 'Home',
    away: (away && competitors.get(away.id)?.name) ?? 'Away',
    byUrn,
  };
}

/** Market type ids shown as list columns per sport. */
export const TOP_MARKETS: Record<string, number[]> = {
  soccer: [1, 18, 16],
  tennis: [186, 189, 187],
  basketball: [219, 223, 225],
  'ice-hockey': [1, 18, 16],
  cricket: [340, 605],
  'counter-strike': [186, 327, 328],
};

export function wireMatch(row: MatchRow, bundle: MatchBundle, locale: string): Match {
  const ctx = nameContext(row, bundle.competitors);
  const competitors: Competitor[] = row.competitors.map((ref) => {
    const c = bundle.competitors.get(ref.id);
    return {
      id: ref.id,
      urn_id: c?.urn_id ?? '',
      name: c?.name ?? '',
      abbreviation: c?.abbreviation ?? '',
      qualifier: ref.qualifier,
      country_code: c?.country_code ?? null,
      logo: logoUrl(ref.id),
    };
  });
  const head = bundle.headline.get(row.id);
  const sportName = localizedName(row.s_name, row.s_names, locale);
  const providerUp = row.p_status === 'active';
  return {
    id: row.id,
    urn_id: row.urn_id,
    slug: row.slug,
    type: row.type,
    name: row.type === 'match' ? `${ctx.home} vs ${ctx.away}` : row.name,
    sport: {
      id: row.sport_id,
      urn_id: row.s_urn,
      key: row.s_key,
      name: sportName,
      priority: row.s_priority,
      type: row.s_type,
      provider: row.s_provider,
    },
    category: {
      id: row.category_id,
      urn_id: row.c_urn,
      slug: row.c_slug,
      name: localizedName(row.c_name, row.c_names, locale),
      priority: row.c_priority,
      country_code: row.c_cc,
    },
    tournament: {
      id: row.tournament_id,
      urn_id: row.t_urn,
      slug: row.t_slug,
      name: localizedName(row.t_name, row.t_names, locale),
      priority: row.t_priority,
    },
    competitors,
    stadium: row.stadium,
    city: row.city,
    status: row.status,
    stage: row.stage,
    start_time: row.start_time.toISOString(),
    end_date: row.end_date ? row.end_date.toISOString() : null,
    has_video: row.has_video,
    provider: row.provider,
    live_coverage: row.live_coverage,
    available_markets: bundle.available.get(row.id) ?? 0,
    main_market: head?.main ? namedWireMarket(row.urn_id, head.main, ctx, locale) : null,
    secondary_market: head?.secondary
      ? namedWireMarket(row.urn_id, head.secondary, ctx, locale)
      : null,
    top_markets: TOP_MARKETS[row.s_key] ?? [],
    is_provider_stats_available: row.provider === 'betradar' && row.type === 'match',
    statistics: row.statistics,
    bettable: isBettableMatch({ status: row.status, providerActive: providerUp }),
    bets_count: row.bets_count,
  };
}

/** Wire matches by id, in the order asked, in one locale. */
export async function matchesByIds(db: Db, ids: number[], locale: string): Promise<Match[]> {
  if (!ids.length) return [];
  const rows = await selectMatches<MatchRow>(
    db,
    `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = any($1::int[])`,
    [ids],
  );
  const bundle = await loadBundle(db, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [wireMatch(row, bundle, locale)] : [];
  });
}
