// For the bets module (issue 7): exactly the outcomes a placement names, fresh from the tables,
// in ONE query, with the names a bet shows. getBettingMatch reads every market of a match; a
// placement, a cash-out offer or a shared slip needs only its own outcomes, hundreds of times a
// second. (Added by the bets module's engineer; the catalog keeps the say over its tables.)
import type { Db } from '../../db';
import { marketName, outcomeName, type NameContext } from './market-names';

export interface BettingSelectionKey {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

export interface BettingSelection extends BettingSelectionKey {
  /** Odds x1000. */
  odds: number;
  outcomeActive: boolean;
  /** 1 open, -1 suspended, 0 closed, -3 settled, -4 cancelled. */
  marketStatus: number;
  matchStatus: number;
  /** The outcome's result once its market settled, else null. */
  result: string | null;
  provider: string;
  providerActive: boolean;
  sportKey: string;
  /** The match's tournament and its category's country (a combo boost's conditions). */
  tournamentId: number;
  countryCode: string | null;
  matchUrnId: string;
  matchSlug: string;
  matchName: string;
  startTime: Date;
  competitors: { name: string; qualifier: 'home' | 'away' | null }[];
  marketName: string;
  outcomeName: string;
}

interface Row {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  active: boolean;
  result: string | null;
  market_status: number;
  match_status: number;
  urn_id: string;
  slug: string;
  type: 'match' | 'outright';
  name: string;
  start_time: Date | string;
  provider: string;
  provider_status: string;
  sport_key: string;
  tournament_id: number;
  country_code: string | null;
  competitors: { id: number; urn_id: string; name: string; qualifier: 'home' | 'away' | null }[];
}

/** The outcomes found (unknown ones are left out), named in `locale`. */
export async function bettingSelections(
  db: Db,
  keys: readonly BettingSelectionKey[],
  locale = 'en',
): Promise<BettingSelection[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<Row>(
    `select k.match_id, k.market_id, k.specifier, k.outcome_id,
            o.odds, o.active, o.result, mk.status as market_status,
            m.status as match_status, m.urn_id, m.slug, m.type, m.name, m.start_time, m.provider,
            p.status as provider_status, s.key as sport_key, m.tournament_id,
            (select c.country_code from categories c where c.id = m.category_id) as country_code,
            coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'urn_id', c.urn_id,
                        'name', c.name, 'qualifier', r.value->>'qualifier') order by r.ordinality)
                      from jsonb_array_elements(m.competitors) with ordinality r
                      join competitors c on c.id = (r.value->>'id')::int), '[]'::jsonb) as competitors
       from jsonb_to_recordset($1::jsonb)
            as k(match_id int, market_id int, specifier text, outcome_id text)
       join outcomes o on o.match_id = k.match_id and o.market_id = k.market_id
                      and o.specifier = k.specifier and o.outcome_id = k.outcome_id
       join markets mk on mk.match_id = k.match_id and mk.market_id = k.market_id
                      and mk.specifier = k.specifier
       join matches m on m.id = k.match_id
       join sports s on s.id = m.sport_id
       join providers p on p.key = m.provider`,
    [
      JSON.stringify(
        keys.map((k) => ({
          match_id: k.matchId,
          market_id: k.marketId,
          specifier: k.specifier,
          outcome_id: k.outcomeId,
        })),
      ),
    ],
  );
  return rows.map((r) => {
    const home = r.competitors.find((c) => c.qualifier === 'home')?.name ?? 'Home';
    const away = r.competitors.find((c) => c.qualifier === 'away')?.name ?? 'Away';
    const ctx: NameContext = {
      home,
      away,
      byUrn: new Map(r.competitors.map((c) => [c.urn_id, c.name])),
    };
    return {
      matchId: r.match_id,
      marketId: r.market_id,
      specifier: r.specifier,
      outcomeId: r.outcome_id,
      odds: r.odds,
      outcomeActive: r.active,
      marketStatus: r.market_status,
      matchStatus: r.match_status,
      result: r.result,
      provider: r.provider,
      providerActive: r.provider_status === 'active',
      sportKey: r.sport_key,
      tournamentId: r.tournament_id,
      countryCode: r.country_code,
      matchUrnId: r.urn_id,
      matchSlug: r.slug,
      matchName: r.type === 'match' ? `${home} vs ${away}` : r.name,
      startTime: new Date(r.start_time),
      competitors: r.competitors.map((c) => ({ name: c.name, qualifier: c.qualifier })),
      marketName: marketName(r.market_id, r.specifier, ctx, locale),
      outcomeName: outcomeName(r.market_id, r.specifier, r.outcome_id, ctx, locale),
    };
  });
}
