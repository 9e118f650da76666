// A batch's fixtures written (issue 4): the sports, providers, categories, tournaments and
// competitors they name, then the matches themselves.
import type { Fixture } from '../../feed';
import { seedProviders, seedSports } from './seed';
import { chunks, type Run } from './sql-batch';

function searchText(f: Fixture): string {
  const parts = [
    f.name,
    ...f.competitors.map((c) => c.name),
    f.tournament.name,
    ...Object.values(f.tournament.names),
    f.category.name,
    ...Object.values(f.category.names),
  ];
  return parts.join(' | ').toLowerCase();
}

export async function writeFixtures(run: Run, fixtures: Fixture[]): Promise<void> {
  const categories = new Map<number, Fixture['category'] & { sportId: number }>();
  const tournaments = new Map<
    number,
    Fixture['tournament'] & { sportId: number; categoryId: number }
  >();
  const competitors = new Map<number, Fixture['competitors'][number] & { sportId: number }>();
  for (const f of fixtures) {
    categories.set(f.category.id, { ...f.category, sportId: f.sport.id });
    tournaments.set(f.tournament.id, {
      ...f.tournament,
      sportId: f.sport.id,
      categoryId: f.category.id,
    });
    for (const c of f.competitors) competitors.set(c.id, { ...c, sportId: f.sport.id });
  }
  // Sports and providers a fixture names exist before it (seeded ones keep their rows).
  const sportsNamed = [...new Map(fixtures.map((f) => [f.sport.id, f])).values()].map((f) => {
    const known = seedSports.find((s) => s.id === f.sport.id);
    return {
      id: f.sport.id,
      urn_id: `sr:sport:${f.sport.id}`,
      key: f.sport.key,
      name: known?.name ?? f.sport.key,
      names: known ? { ...known.names } : {},
      priority: known?.priority ?? 100,
      type: known && 'type' in known ? known.type : 'sport',
      provider: f.provider,
    };
  });
  await run(
    `insert into sports (id, urn_id, key, name, names, priority, type, provider)
     select v.id, v.urn_id, v.key, v.name, v.names, v.priority, v.type, v.provider
     from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, key text, name text, names jsonb, priority int,
       type text, provider text)
     on conflict do nothing`,
    sportsNamed,
  );
  const providersNamed = [...new Set(fixtures.map((f) => f.provider))].map((key) => {
    const known = seedProviders.find((p) => p.key === key);
    return {
      key,
      name: known?.name ?? key,
      sport_type: known?.sportType ?? 'sport',
      system_bets: known?.systemBets ?? true,
      custom_bets: known?.customBets ?? true,
    };
  });
  await run(
    `insert into providers (key, name, sport_type, system_bets, custom_bets)
     select v.key, v.name, v.sport_type, v.system_bets, v.custom_bets
     from jsonb_to_recordset($1::jsonb) as v(key text, name text, sport_type text, system_bets boolean, custom_bets boolean)
     on conflict do nothing`,
    providersNamed,
  );
  await run(
    `insert into categories (id, urn_id, sport_id, slug, name, names, priority, country_code)
     select v.id, v.urn_id, v.sport_id, v.slug, v.name, v.names, v.priority, v.country_code
     from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, sport_id int, slug text, name text, names jsonb,
       priority int, country_code text)
     on conflict (id) do update set name = excluded.name, names = excluded.names, priority = excluded.priority`,
    [...categories.values()].map((c) => ({
      id: c.id,
      urn_id: c.urnId,
      sport_id: c.sportId,
      slug: c.slug,
      name: c.name,
      names: c.names,
      priority: c.priority,
      country_code: c.countryCode,
    })),
  );
  await run(
    `insert into tournaments (id, urn_id, sport_id, category_id, slug, name, names, priority, is_top)
     select v.id, v.urn_id, v.sport_id, v.category_id, v.slug, v.name, v.names, v.priority, v.is_top
     from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, sport_id int, category_id int, slug text, name text,
       names jsonb, priority int, is_top boolean)
     on conflict (id) do update set name = excluded.name, names = excluded.names, priority = excluded.priority,
       is_top = excluded.is_top`,
    [...tournaments.values()].map((t) => ({
      id: t.id,
      urn_id: t.urnId,
      sport_id: t.sportId,
      category_id: t.categoryId,
      slug: t.slug,
      name: t.name,
      names: t.names,
      priority: t.priority,
      is_top: t.isTop,
    })),
  );
  for (const part of chunks([...competitors.values()])) {
    await run(
      `insert into competitors (id, urn_id, sport_id, name, abbreviation, country_code, colors)
       select v.id, v.urn_id, v.sport_id, v.name, v.abbreviation, v.country_code, v.colors
       from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, sport_id int, name text, abbreviation text,
         country_code text, colors jsonb)
       on conflict (id) do update set name = excluded.name, abbreviation = excluded.abbreviation,
         colors = excluded.colors`,
      part.map((c) => ({
        id: c.id,
        urn_id: c.urnId,
        sport_id: c.sportId,
        name: c.name,
        abbreviation: c.abbreviation,
        country_code: c.countryCode,
        colors: c.colors,
      })),
    );
  }
  for (const part of chunks(fixtures, 1000)) {
    await run(
      `insert into matches (id, urn_id, slug, type, name, sport_id, category_id, tournament_id, competitors, stadium,
         city, stage, start_time, end_date, provider, live_coverage, priority, search_text)
       select v.id, v.urn_id, v.slug, v.type, v.name, v.sport_id, v.category_id, v.tournament_id, v.competitors,
         v.stadium, v.city, v.stage, v.start_time, v.end_date, v.provider, v.live_coverage, v.priority, v.search_text
       from jsonb_to_recordset($1::jsonb) as v(id int, urn_id text, slug text, type text, name text, sport_id int,
         category_id int, tournament_id int, competitors jsonb, stadium text, city text, stage text,
         start_time timestamptz, end_date timestamptz, provider text, live_coverage boolean, priority int,
         search_text text)
       on conflict (id) do update set name = excluded.name, start_time = excluded.start_time,
         end_date = excluded.end_date, stage = excluded.stage, live_coverage = excluded.live_coverage,
         competitors = excluded.competitors, search_text = excluded.search_text, updated_at = now()`,
      part.map((f) => ({
        id: f.matchId,
        urn_id: f.urnId,
        slug: f.slug,
        type: f.type,
        name: f.name,
        sport_id: f.sport.id,
        category_id: f.category.id,
        tournament_id: f.tournament.id,
        competitors: f.competitors.map((c) => ({ id: c.id, qualifier: c.qualifier })),
        stadium: f.stadium,
        city: f.city,
        stage: f.stage,
        start_time: f.startTime,
        end_date: f.endDate,
        provider: f.provider,
        live_coverage: f.liveCoverage,
        priority: f.priority,
        search_text: searchText(f),
      })),
    );
  }
}
