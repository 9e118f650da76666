// The read API's queries (domain 7): filters, sort keys and pagination over the catalog tables.
import type {
  Category,
  CountersAnswer,
  ListQuery,
  Market,
  MarketsQuery,
  Match,
  MatchesQuery,
  Pagination,
  SearchQuery,
  Tournament,
} from '@sb/contract';
import { BETTABLE_MATCH_STATUSES, MATCH_STATUS } from '@sb/domain';
import type { Db } from '../../db';
import { localizedName } from './locale';
import {
  MATCH_COLUMNS,
  MATCH_FROM,
  decorate,
  selectMatches,
  loadBundle,
  loadMarkets,
  nameContext,
  wireMatch,
  type CompetitorRow,
  type MatchRow,
} from './read-model';
import { reference, type SportRef } from './reference';
import type { LocalizedNames } from './schema';
import { namedWireMarket } from './wire-market';

/** Builds `$n` placeholders while collecting their values. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const SORT_COLUMNS: Record<string, string> = {
  sport_id: 'm.sport_id',
  sport_priority: 's.priority',
  category_id: 'm.category_id',
  category_priority: 'c.priority',
  tournament_id: 'm.tournament_id',
  tournament_priority: 't.priority',
  start_time: 'm.start_time',
  bets_count: 'm.bets_count',
};

function orderTerms(keys: string[] | undefined): { expr: string; dir: 'asc' | 'desc' }[] {
  const terms = (keys ?? []).map((k) => {
    const desc = k.startsWith('-');
    return {
      expr: SORT_COLUMNS[desc ? k.slice(1) : k]!,
      dir: desc ? ('desc' as const) : ('asc' as const),
    };
  });
  if (!terms.some((t) => t.expr === 'm.start_time'))
    terms.push({ expr: 'm.start_time', dir: 'asc' });
  terms.push({ expr: 'm.id', dir: 'asc' });
  return terms;
}

const pagination = (total: number, page: number, limit: number): Pagination => ({
  total,
  page,
  limit,
  last_page: Math.max(1, Math.ceil(total / limit)),
});

/** Statuses listed when the caller names none: everything not over. */
const OPEN_STATUSES = [
  MATCH_STATUS.prematch,
  MATCH_STATUS.live,
  MATCH_STATUS.stopped,
  MATCH_STATUS.notCovered,
];

/** The domain's bettable statuses (prematch, live), as a SQL list: the counts and counters. */
const BETTABLE_SQL = BETTABLE_MATCH_STATUSES.join(', ');
const LIVE = MATCH_STATUS.live;
const PREMATCH = MATCH_STATUS.prematch;

export interface MatchListOptions {
  /** The caller's favourite match ids (favourite=true); none for visitors. */
  favouriteIds?: number[];
}

export async function listMatches(
  db: Db,
  q: MatchesQuery,
  locale: string,
  options: MatchListOptions = {},
): Promise<{ data: Match[]; pagination: Pagination }> {
  const ref = await reference(db);
  const p = new Params();
  const where: string[] = [];
  // Sport and provider filters become id lists from the reference: no joins in the hot query.
  const sportIds = (keep: (s: SportRef) => boolean) =>
    [...ref.sports.values()].filter(keep).map((s) => s.id);
  if (q.id?.length) where.push(`m.id = any(${p.add(q.id)}::int[])`);
  if (q.slug) where.push(`m.slug = ${p.add(q.slug)}`);
  if (q.type) where.push(`m.type = ${p.add(q.type)}`);
  if (q.sport_key?.length)
    where.push(`m.sport_id = any(${p.add(sportIds((s) => q.sport_key!.includes(s.key)))}::int[])`);
  if (q.sport_type)
    where.push(`m.sport_id = any(${p.add(sportIds((s) => s.type === q.sport_type))}::int[])`);
  if (q.category_id?.length) where.push(`m.category_id = any(${p.add(q.category_id)}::int[])`);
  if (q.tournament_id?.length)
    where.push(`m.tournament_id = any(${p.add(q.tournament_id)}::int[])`);
  const statuses = q.match_status?.length
    ? q.match_status
    : q.id?.length || q.slug
      ? null
      : OPEN_STATUSES;
  if (statuses) where.push(`m.status = any(${p.add(statuses)}::int[])`);
  if (q.start_from) where.push(`m.start_time >= ${p.add(new Date(q.start_from))}`);
  if (q.start_to) where.push(`m.start_time <= ${p.add(new Date(q.start_to))}`);
  if (q.bettable !== undefined) {
    const active = [...ref.providers]
      .filter(([, status]) => status === 'active')
      .map(([key]) => key);
    const providers = p.add(active);
    // domain 4 "bettable" (isBettableMatch of the domain), as SQL.
    const bettable = p.add(BETTABLE_MATCH_STATUSES);
    where.push(
      q.bettable
        ? `m.status = any(${bettable}::int[]) and m.provider = any(${providers}::text[])`
        : `(m.status <> all(${bettable}::int[]) or m.provider <> all(${providers}::text[]))`,
    );
  }
  if (q.has_video !== undefined) where.push(`m.has_video = ${p.add(q.has_video)}`);
  if (q.favourite) where.push(`m.id = any(${p.add(options.favouriteIds ?? [])}::int[])`);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const filterParams = p.values.length;
  const terms = orderTerms(q.sort_by);
  // Priorities live in the small reference tables: joined only when a sort key needs them.
  const joins = [
    terms.some((t) => t.expr.startsWith('s.')) ? 'join sports s on s.id = m.sport_id' : '',
    terms.some((t) => t.expr.startsWith('c.')) ? 'join categories c on c.id = m.category_id' : '',
    terms.some((t) => t.expr.startsWith('t.'))
      ? 'join tournaments t on t.id = m.tournament_id'
      : '',
  ].join(' ');
  const order = terms.map((t) => `${t.expr} ${t.dir}`).join(', ');
  const limit = p.add(q.limit);
  const offset = p.add((q.page - 1) * q.limit);
  let sql: string;
  if (q.max_per_sport) {
    // At most N per sport: rank within each sport, then page over what is left.
    const max = p.add(q.max_per_sport);
    const keys = terms.map((t, i) => `${t.expr} as sort_${i}`).join(', ');
    const outer = terms.map((t, i) => `x.sort_${i} ${t.dir}`).join(', ');
    sql = `select x.*, count(*) over() as total from (
        select ${MATCH_COLUMNS}, ${keys}, row_number() over (partition by m.sport_id order by ${order}) as rank
        ${MATCH_FROM} ${joins} ${filter}
      ) x where x.rank <= ${max}
      order by ${outer} limit ${limit} offset ${offset}`;
  } else {
    // The page's ids with the total first (narrow rows), then the page's rows.
    sql = `select m.id, count(*) over() as total ${MATCH_FROM} ${joins} ${filter}
      order by ${order} limit ${limit} offset ${offset}`;
  }
  const first = await db.query<MatchRow>(sql, p.values);
  let rows: MatchRow[];
  if (q.max_per_sport) rows = await decorate(db, first);
  else {
    const ids = first.map((r) => r.id);
    const full = await selectMatches(
      db,
      `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = any($1::int[])`,
      [ids],
    );
    const byId = new Map(full.map((r) => [r.id, r]));
    rows = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }
  const total = first.length
    ? Number(first[0]!.total)
    : await countOnly(db, filter, p.values.slice(0, filterParams), q);
  const bundle = await loadBundle(db, rows);
  return {
    data: rows.map((r) => wireMatch(r, bundle, locale)),
    pagination: pagination(total, q.page, q.limit),
  };
}

/** The total when the requested page is past the end (no row carried the window count). */
async function countOnly(
  db: Db,
  filter: string,
  values: unknown[],
  q: MatchesQuery,
): Promise<number> {
  if (q.page === 1) return 0;
  if (q.max_per_sport) {
    const rows = await db.query<{ n: number }>(
      `select coalesce(sum(least(k, ${q.max_per_sport})), 0)::int as n from (select count(*) as k ${MATCH_FROM} ${filter} group by m.sport_id) x`,
      values,
    );
    return rows[0]?.n ?? 0;
  }
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n ${MATCH_FROM} ${filter}`,
    values,
  );
  return rows[0]?.n ?? 0;
}

export async function getMatch(db: Db, id: number, locale: string): Promise<Match | null> {
  const rows = await selectMatches<MatchRow>(
    db,
    `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = $1`,
    [id],
  );
  if (!rows.length) return null;
  const bundle = await loadBundle(db, rows);
  return wireMatch(rows[0]!, bundle, locale);
}

/** `/matches/{id}/markets`: every market still listed (closed ones are dropped, domain 4). */
export async function listMatchMarkets(
  db: Db,
  matchId: number,
  q: MarketsQuery,
  locale: string,
): Promise<{ data: Market[]; pagination: Pagination } | null> {
  const rows = await selectMatches<MatchRow>(
    db,
    `select ${MATCH_COLUMNS} ${MATCH_FROM} where m.id = $1`,
    [matchId],
  );
  const row = rows[0];
  if (!row) return null;
  const p = new Params();
  p.add(null); // $1 is the match id list
  const where = ['and mk.status <> 0'];
  if (q.group_key) where.push(`and mk.market_groups ? ${p.add(q.group_key)}`);
  if (q.market_id?.length) where.push(`and mk.market_id = any(${p.add(q.market_id)}::int[])`);
  const markets = await loadMarkets(db, [matchId], {
    where: where.join(' '),
    params: p.values.slice(1),
  });
  const competitors = await db.query<CompetitorRow>(
    'select id, urn_id, name, abbreviation, country_code from competitors where id = any($1::int[])',
    [row.competitors.map((c) => c.id)],
  );
  const ctx = nameContext(row, new Map(competitors.map((c) => [c.id, c])));
  const start = (q.page - 1) * q.limit;
  return {
    data: markets
      .slice(start, start + q.limit)
      .map((m) => namedWireMarket(row.urn_id, m, ctx, locale)),
    pagination: pagination(markets.length, q.page, q.limit),
  };
}

interface CategoryRow {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  names: LocalizedNames;
  priority: number;
  country_code: string | null;
  sport_id: number;
  s_urn: string;
  s_key: string;
  s_name: string;
  s_names: LocalizedNames;
  s_priority: number;
  s_type: string;
  s_provider: string;
  matches_count: number;
  live_count: number;
}

const sportOf = (
  r: Pick<
    CategoryRow,
    'sport_id' | 's_urn' | 's_key' | 's_name' | 's_names' | 's_priority' | 's_type' | 's_provider'
  >,
  locale: string,
) => ({
  id: r.sport_id,
  urn_id: r.s_urn,
  key: r.s_key,
  name: localizedName(r.s_name, r.s_names, locale),
  priority: r.s_priority,
  type: r.s_type,
  provider: r.s_provider,
});

function categoryFilter(q: ListQuery, p: Params, alias: string): string[] {
  const where: string[] = [];
  if (q.sport_key) where.push(`s.key = ${p.add(q.sport_key)}`);
  if (q.sport_id) where.push(`s.id = ${p.add(q.sport_id)}`);
  if (q.category_id) where.push(`${alias}.category_id = ${p.add(q.category_id)}`);
  return where;
}

export async function listCategories(
  db: Db,
  q: ListQuery,
  locale: string,
  id?: number,
): Promise<Category[]> {
  const p = new Params();
  const where = categoryFilter({ ...q, category_id: undefined }, p, 'c');
  if (q.category_id) where.push(`c.id = ${p.add(q.category_id)}`);
  if (q.slug) where.push(`c.slug = ${p.add(q.slug)}`);
  if (id !== undefined) where.push(`c.id = ${p.add(id)}`);
  const rows = await db.query<CategoryRow>(
    `select c.id, c.urn_id, c.slug, c.name, c.names, c.priority, c.country_code, c.sport_id,
       s.urn_id as s_urn, s.key as s_key, s.name as s_name, s.names as s_names, s.priority as s_priority,
       s.type as s_type, s.provider as s_provider,
       coalesce(k.matches_count, 0)::int as matches_count, coalesce(k.live_count, 0)::int as live_count
     from categories c join sports s on s.id = c.sport_id
     left join (
       select category_id, count(*) filter (where status in (${BETTABLE_SQL})) as matches_count,
         count(*) filter (where status = ${LIVE}) as live_count
       from matches where status in (${BETTABLE_SQL}) group by category_id
     ) k on k.category_id = c.id
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by s.priority, c.priority, c.id`,
    p.values,
  );
  return rows.map((r) => ({
    id: r.id,
    urn_id: r.urn_id,
    slug: r.slug,
    name: localizedName(r.name, r.names, locale),
    priority: r.priority,
    country_code: r.country_code,
    sport_id: r.sport_id,
    sport_key: r.s_key,
    sport: sportOf(r, locale),
    matches_count: r.matches_count,
    live_count: r.live_count,
  }));
}

interface TournamentRow extends Omit<CategoryRow, 'country_code'> {
  is_top: boolean;
  category_id: number;
  c_urn: string;
  c_slug: string;
  c_name: string;
  c_names: LocalizedNames;
  c_priority: number;
  c_cc: string | null;
  outrights_count: number;
}

/** Outcomes of the main and the secondary market per sport (domain 3 League). */
const HEADLINE_OUTCOMES: Record<string, [number, number]> = {
  soccer: [3, 2],
  'ice-hockey': [3, 2],
};

export async function listTournaments(
  db: Db,
  q: ListQuery,
  locale: string,
  id?: number,
): Promise<Tournament[]> {
  const p = new Params();
  const where = categoryFilter(q, p, 't');
  if (q.slug) where.push(`t.slug = ${p.add(q.slug)}`);
  if (q.top !== undefined) where.push(`t.is_top = ${p.add(q.top)}`);
  if (id !== undefined) where.push(`t.id = ${p.add(id)}`);
  const rows = await db.query<TournamentRow>(
    `select t.id, t.urn_id, t.slug, t.name, t.names, t.priority, t.is_top, t.sport_id, t.category_id,
       s.urn_id as s_urn, s.key as s_key, s.name as s_name, s.names as s_names, s.priority as s_priority,
       s.type as s_type, s.provider as s_provider,
       c.urn_id as c_urn, c.slug as c_slug, c.name as c_name, c.names as c_names, c.priority as c_priority,
       c.country_code as c_cc,
       coalesce(k.matches_count, 0)::int as matches_count, coalesce(k.live_count, 0)::int as live_count,
       coalesce(k.outrights_count, 0)::int as outrights_count
     from tournaments t join sports s on s.id = t.sport_id join categories c on c.id = t.category_id
     left join (
       select tournament_id,
         count(*) filter (where type = 'match') as matches_count,
         count(*) filter (where status = ${LIVE}) as live_count,
         count(*) filter (where type = 'outright') as outrights_count
       from matches where status in (${BETTABLE_SQL}) group by tournament_id
     ) k on k.tournament_id = t.id
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by s.priority, t.is_top desc, t.priority, t.id`,
    p.values,
  );
  return rows.map((r) => {
    const [main, secondary] = HEADLINE_OUTCOMES[r.s_key] ?? [2, 2];
    return {
      id: r.id,
      urn_id: r.urn_id,
      slug: r.slug,
      name: localizedName(r.name, r.names, locale),
      priority: r.priority,
      category: {
        id: r.category_id,
        urn_id: r.c_urn,
        slug: r.c_slug,
        name: localizedName(r.c_name, r.c_names, locale),
        priority: r.c_priority,
        country_code: r.c_cc,
      },
      sport: sportOf(r, locale),
      is_top: r.is_top,
      main_market_outcomes_count: main,
      secondary_market_outcomes_count: secondary,
      matches_count: r.matches_count,
      live_count: r.live_count,
      outrights_count: r.outrights_count,
    };
  });
}

/** Search (domain 5: 3 to 50 characters) over competitors, event names, leagues and countries. */
export async function search(
  db: Db,
  q: SearchQuery,
  locale: string,
): Promise<{ matches: Match[]; tournaments: Tournament[]; categories: Category[] }> {
  const needle = `%${q.q.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const p = new Params();
  const where = [
    q.only_events_name
      ? `lower(m.name) like ${p.add(needle)}`
      : `m.search_text like ${p.add(needle)}`,
  ];
  where.push(
    `m.status = any(${p.add(q.match_status?.length ? q.match_status : BETTABLE_MATCH_STATUSES)}::int[])`,
  );
  if (q.sport_type) {
    const ref = await reference(db);
    const ids = [...ref.sports.values()].filter((s) => s.type === q.sport_type).map((s) => s.id);
    where.push(`m.sport_id = any(${p.add(ids)}::int[])`);
  }
  const rows = await selectMatches<MatchRow>(
    db,
    `select ${MATCH_COLUMNS} ${MATCH_FROM} where ${where.join(' and ')}
     order by m.status desc, m.start_time, m.id limit ${p.add(q.limit)}`,
    p.values,
  );
  const bundle = await loadBundle(db, rows);
  const matches = rows.map((r) => wireMatch(r, bundle, locale));
  if (q.only_events_name) return { matches, tournaments: [], categories: [] };
  const lower = q.q.toLowerCase();
  const hit = (name: string, names: Record<string, string>) =>
    name.toLowerCase().includes(lower) ||
    Object.values(names).some((n) => n.toLowerCase().includes(lower));
  const sportFilter = (s: { type: string }) => !q.sport_type || s.type === q.sport_type;
  const [tournaments, categories] = await Promise.all([
    listTournaments(db, {}, locale),
    listCategories(db, {}, locale),
  ]);
  const tRaw = await db.query<{ id: number; name: string; names: LocalizedNames }>(
    'select id, name, names from tournaments',
  );
  const cRaw = await db.query<{ id: number; name: string; names: LocalizedNames }>(
    'select id, name, names from categories',
  );
  const tHits = new Set(tRaw.filter((t) => hit(t.name, t.names)).map((t) => t.id));
  const cHits = new Set(cRaw.filter((c) => hit(c.name, c.names)).map((c) => c.id));
  return {
    matches,
    tournaments: tournaments
      .filter((t) => tHits.has(t.id) && sportFilter(t.sport))
      .slice(0, q.limit),
    categories: categories.filter((c) => cHits.has(c.id) && sportFilter(c.sport)).slice(0, q.limit),
  };
}

export async function counters(
  db: Db,
  q: { sport_type?: 'sport' | 'esport' | undefined; sport_key?: string | undefined },
  /** A signed-in player's favourite matches: how many of them are on (issue 27). */
  favouriteIds?: number[],
): Promise<CountersAnswer['data']> {
  const p = new Params();
  const where: string[] = [`m.status in (${BETTABLE_SQL})`];
  if (q.sport_type) where.push(`s.type = ${p.add(q.sport_type)}`);
  if (q.sport_key) where.push(`s.key = ${p.add(q.sport_key)}`);
  const mine = favouriteIds ? `m.id = any(${p.add(favouriteIds)}::int[])` : 'false';
  const rows = await db.query<{
    sport_id: number;
    sport_key: string;
    live: number;
    prematch: number;
    outrights: number;
    favourites: number;
  }>(
    `select s.id as sport_id, s.key as sport_key,
       count(*) filter (where m.status = ${LIVE} and m.type = 'match')::int as live,
       count(*) filter (where m.status = ${PREMATCH} and m.type = 'match')::int as prematch,
       count(*) filter (where m.type = 'outright')::int as outrights,
       count(*) filter (where ${mine})::int as favourites
     from matches m join sports s on s.id = m.sport_id
     where ${where.join(' and ')} group by s.id, s.key, s.priority order by s.priority`,
    p.values,
  );
  const total = (key: 'live' | 'prematch' | 'outrights' | 'favourites') =>
    rows.reduce((a, r) => a + r[key], 0);
  return {
    live: total('live'),
    prematch: total('prematch'),
    outrights: total('outrights'),
    ...(favouriteIds ? { favourites: total('favourites') } : {}),
    sports: rows.map(({ favourites: _, ...sport }) => sport),
  };
}

export async function matchTimeline(
  db: Db,
  id: number,
): Promise<{ status: number; statistics: MatchRow['statistics']; timeline: unknown[] } | null> {
  const rows = await db.query<{
    status: number;
    statistics: MatchRow['statistics'];
    timeline: unknown[];
  }>('select status, statistics, timeline from matches where id = $1', [id]);
  return rows[0] ?? null;
}
