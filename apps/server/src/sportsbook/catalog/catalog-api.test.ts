import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  categoriesAnswer,
  countersAnswer,
  marketsAnswer,
  matchAnswer,
  matchesAnswer,
  searchAnswer,
  settingsAnswer,
  statisticsAnswer,
  tournamentsAnswer,
  type Match,
} from '@sb/contract';
import { describeEachDb } from '../../db/test-backends';
import { createFeed } from '../../feed';
import { testFeedSettings } from '../../feed/testing';
import { testApp } from '../../test/harness';
import { seedCatalog } from './seed';
import { sports } from './schema';

const api = '/api/sportsbook/v2';

describeEachDb('catalog read API (domain 7)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedCatalog(ctx.db.orm);
    const t = await testApp(ctx.db);
    app = t.app;
    // A feed on a fixed clock: four matches already in play, two days of fixtures.
    const feed = createFeed({
      db: ctx.db,
      sink: t.ctx.catalog.apply,
      settings: { ...testFeedSettings, liveTarget: 4, horizonDays: 2 },
      clock: () => Date.UTC(2026, 5, 1, 12, 0, 0),
    });
    expect(await feed.lead()).toBe(true);
  });
  afterAll(() => app.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `${api}${url}`, headers });
    return { status: res.statusCode, body: res.json<T>() };
  };

  it('keeps the sports slice: six sports with counter-strike priced by oddin', async () => {
    const { body } = await get<{ data: { key: string; provider: string }[] }>('/sports');
    expect(body.data.map((s) => s.key)).toEqual([
      'soccer',
      'tennis',
      'basketball',
      'ice-hockey',
      'cricket',
      'counter-strike',
    ]);
    expect(body.data.find((s) => s.key === 'counter-strike')?.provider).toBe('oddin');
  });

  it('names sports in lv, kz and el, and a re-seed gives an older install the new names', async () => {
    // An install seeded before lv, kk and el had names: seeding again (every start) updates them.
    await ctx.db.orm
      .update(sports)
      .set({ names: { de: 'Fußball' } })
      .where(eq(sports.id, 1));
    await seedCatalog(ctx.db.orm);
    const name = async (locale: string) =>
      (
        await get<{ data: { key: string; name: string }[] }>('/sports', {
          'accept-language': locale,
        })
      ).body.data.find((s) => s.key === 'soccer')?.name;
    expect(await name('lv')).toBe('Futbols');
    expect(await name('kz')).toBe('Футбол');
    expect(await name('el')).toBe('Ποδόσφαιρο');
    expect(await name('ru-KZ')).toBe('Футбол');
    expect(await name('en-IE')).toBe('Soccer');
  });

  it('lists at least 15 categories and 30 tournaments, with names in the caller language', async () => {
    const categories = await get<unknown>('/categories', { 'accept-language': 'de' });
    const parsed = categoriesAnswer.parse(categories.body);
    expect(parsed.data.length).toBeGreaterThanOrEqual(15);
    expect(parsed.data.find((c) => c.slug === 'germany' && c.sport_key === 'soccer')?.name).toBe(
      'Deutschland',
    );
    const tournaments = tournamentsAnswer.parse((await get('/tournaments')).body);
    expect(tournaments.data.length).toBeGreaterThanOrEqual(30);
    const premier = tournaments.data.find((t) => t.slug === 'premier-division')!;
    expect(premier).toMatchObject({
      main_market_outcomes_count: 3,
      secondary_market_outcomes_count: 2,
      is_top: true,
    });
    expect(premier.outrights_count).toBe(1);
  });

  it('finds a category or a league by its slug within a sport (routes /[sport]/[slug])', async () => {
    const c = categoriesAnswer.parse((await get('/categories?sport_key=soccer&slug=spain')).body);
    expect(c.data.map((x) => x.slug)).toEqual(['spain']);
    const t = tournamentsAnswer.parse(
      (await get('/tournaments?sport_key=soccer&slug=liga-primera')).body,
    );
    expect(t.data).toHaveLength(1);
    const one = await get<{ data: { id: number } }>(`/tournaments/${t.data[0]!.id}`);
    expect(one.status).toBe(200);
    expect((await get(`/categories/${c.data[0]!.id}`)).status).toBe(200);
  });

  it('pages matches with { data, pagination } and model-priced main markets', async () => {
    const { status, body } = await get<unknown>('/matches?limit=10');
    expect(status).toBe(200);
    const parsed = matchesAnswer.parse(body);
    expect(parsed.data).toHaveLength(10);
    expect(parsed.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(parsed.pagination.total).toBeGreaterThan(50);
    expect(parsed.pagination.last_page).toBe(Math.ceil(parsed.pagination.total / 10));
    const soccer = parsed.data.find((m) => m.sport.key === 'soccer' && m.type === 'match');
    if (soccer) {
      expect(soccer.main_market?.id).toBe(1);
      const implied = soccer.main_market!.outcomes.reduce((s, o) => s + 1000 / o.odds, 0);
      expect(implied).toBeGreaterThan(1.02);
      expect(implied).toBeLessThan(1.08);
      expect(soccer.competitors.map((c) => c.qualifier)).toEqual(['home', 'away']);
      expect(soccer.competitors[0]!.logo).toMatch(/\/logo\.svg$/);
    }
  });

  it('applies every filter of domain 7', async () => {
    const live = matchesAnswer.parse((await get('/matches?match_status=live&limit=50')).body);
    expect(live.data.length).toBeGreaterThanOrEqual(3);
    for (const m of live.data) expect(m.status).toBe(1);
    for (const m of live.data) expect(m.statistics?.total_score).not.toBeNull();

    const tennis = matchesAnswer.parse((await get('/matches?sport_key=tennis&limit=50')).body);
    expect(tennis.data.every((m) => m.sport.key === 'tennis')).toBe(true);

    const esport = matchesAnswer.parse((await get('/matches?sport_type=esport&limit=50')).body);
    expect(esport.data.every((m) => m.provider === 'oddin')).toBe(true);

    const outrights = matchesAnswer.parse((await get('/matches?type=outright&limit=50')).body);
    expect(outrights.data.length).toBeGreaterThanOrEqual(5);
    expect(outrights.data[0]!.competitors.length).toBeGreaterThan(8);
    expect(outrights.data[0]!.end_date).not.toBeNull();

    const first = tennis.data[0]!;
    const byTournament = matchesAnswer.parse(
      (await get(`/matches?tournament_id=${first.tournament.id}&limit=100`)).body,
    );
    expect(byTournament.data.every((m) => m.tournament.id === first.tournament.id)).toBe(true);
    const byCategory = matchesAnswer.parse(
      (await get(`/matches?category_id=${first.category.id}&limit=100`)).body,
    );
    expect(byCategory.data.every((m) => m.category.id === first.category.id)).toBe(true);

    const byIds = matchesAnswer.parse(
      (
        await get(
          `/matches?id=${tennis.data
            .map((m) => m.id)
            .slice(0, 3)
            .join(',')}`,
        )
      ).body,
    );
    expect(byIds.data.map((m) => m.id).sort()).toEqual(
      tennis.data
        .map((m) => m.id)
        .slice(0, 3)
        .sort(),
    );

    const bySlug = matchesAnswer.parse((await get(`/matches?slug=${first.slug}`)).body);
    expect(bySlug.data.map((m) => m.id)).toEqual([first.id]);

    const from = new Date(Date.parse(first.start_time) + 3_600_000).toISOString();
    const windowed = matchesAnswer.parse(
      (await get(`/matches?start_from=${encodeURIComponent(from)}&limit=100`)).body,
    );
    expect(windowed.data.every((m) => m.start_time >= from)).toBe(true);

    const perSport = matchesAnswer.parse((await get('/matches?max_per_sport=2&limit=100')).body);
    const counts = new Map<string, number>();
    for (const m of perSport.data) counts.set(m.sport.key, (counts.get(m.sport.key) ?? 0) + 1);
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
    expect(perSport.pagination.total).toBe(perSport.data.length);

    const bettable = matchesAnswer.parse((await get('/matches?bettable=true&limit=100')).body);
    expect(bettable.data.every((m) => m.bettable)).toBe(true);

    const sorted = matchesAnswer.parse(
      (await get('/matches?sort_by=sport_priority,-start_time&limit=100')).body,
    );
    const keys = sorted.data.map((m) => [m.sport.priority, -Date.parse(m.start_time)] as const);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])).toBe(true);
    }

    expect(matchesAnswer.parse((await get('/matches?has_video=true')).body).data).toEqual([]);
    expect(matchesAnswer.parse((await get('/matches?favourite=true')).body).data).toEqual([]);
    const past = matchesAnswer.parse((await get('/matches?page=999&limit=10')).body);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBeGreaterThan(0);
  });

  it('answers bad filters, pages and limits with 400 and a key', async () => {
    for (const q of [
      'limit=501',
      'limit=0',
      'page=0',
      'page=x',
      'match_status=9',
      'sort_by=name',
      'start_from=yesterday',
      'sport_type=games',
      'nope=1',
      'bettable=maybe',
      'id=1,x',
    ]) {
      const res = await get<{ error: { key: string } }>(`/matches?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.key).toBe('error.validation.invalid_request');
    }
  });

  it('serves one match, its markets by group and market id, and 404 for unknown ids', async () => {
    const list = matchesAnswer.parse(
      (await get('/matches?sport_key=soccer&type=match&match_status=0&limit=1')).body,
    );
    const id = list.data[0]!.id;
    const match = matchAnswer.parse((await get(`/matches/${id}`)).body).data;
    expect(match.available_markets).toBeGreaterThan(20);
    const markets = marketsAnswer.parse((await get(`/matches/${id}/markets`)).body);
    expect(markets.pagination.total).toBe(match.available_markets);
    const totals = markets.data.filter((m) => m.id === 18);
    expect(totals.map((m) => m.specifier)).toEqual([
      'total=0.5',
      'total=1.5',
      'total=2.5',
      'total=3.5',
      'total=4.5',
      'total=5.5',
    ]);
    expect(totals.filter((m) => m.most_balanced)).toHaveLength(1);
    expect(
      markets.data.some(
        (m) =>
          m.specifier === 'hcp=-0.25' ||
          m.specifier === 'hcp=0.25' ||
          m.specifier === 'hcp=0.75' ||
          m.specifier === 'hcp=-0.75',
      ),
    ).toBe(true);
    const overUnder = totals.find((m) => m.specifier === 'total=2.5')!;
    expect(overUnder.outcomes.map((o) => o.name)).toEqual(['over 2.5', 'under 2.5']);
    const german = marketsAnswer.parse(
      (await get(`/matches/${id}/markets?market_id=18`, { 'accept-language': 'de' })).body,
    );
    expect(german.data.every((m) => m.id === 18)).toBe(true);
    expect(german.data[0]!.name).toBe('Gesamt');
    const goals = marketsAnswer.parse((await get(`/matches/${id}/markets?group_key=goals`)).body);
    expect(goals.data.every((m) => m.market_groups.includes('goals'))).toBe(true);
    const paged = marketsAnswer.parse((await get(`/matches/${id}/markets?limit=5&page=2`)).body);
    expect(paged.data).toHaveLength(5);

    expect((await get('/matches/999999')).status).toBe(404);
    expect((await get('/matches/999999/markets')).status).toBe(404);
    expect((await get('/categories/999999')).status).toBe(404);
    expect((await get('/tournaments/999999')).status).toBe(404);
    expect((await get('/matches/abc')).status).toBe(400);
  });

  it('serves statistics by type, and honest empty video and streams', async () => {
    const live = matchesAnswer.parse((await get('/matches?match_status=1&limit=1')).body)
      .data[0] as Match;
    const stats = statisticsAnswer.parse((await get(`/matches/${live.id}/statistics`)).body);
    expect(stats.data.statistics?.period_score.length).toBeGreaterThan(0);
    const timeline = statisticsAnswer.parse((await get(`/matches/${live.id}/timeline`)).body);
    expect(timeline.data.timeline.length).toBeGreaterThan(0);
    expect((await get(`/matches/${live.id}/lineups`)).status).toBe(400);
    expect((await get(`/matches/${live.id}/video`)).body).toEqual({
      data: { match_id: live.id, available: false, provider: null, link: null },
    });
    expect((await get(`/matches/${live.id}/streams`)).body).toEqual({ data: [] });
    expect((await get('/matches/999999/streams')).status).toBe(404);
  });

  it('searches 3 to 50 characters, events only when asked', async () => {
    expect((await get('/search?q=ab')).status).toBe(400);
    expect((await get(`/search?q=${'x'.repeat(51)}`)).status).toBe(400);
    const leagues = searchAnswer.parse((await get('/search?q=premier')).body);
    expect(leagues.data.tournaments.some((t) => t.slug === 'premier-division')).toBe(true);
    const list = matchesAnswer.parse((await get('/matches?sport_key=soccer&limit=1')).body);
    const team = list.data[0]!.competitors[0]!.name;
    const found = searchAnswer.parse(
      (await get(`/search?q=${encodeURIComponent(team)}&only_events_name=true`)).body,
    );
    expect(found.data.matches.length).toBeGreaterThan(0);
    expect(found.data.tournaments).toEqual([]);
    const country = searchAnswer.parse(
      (await get(`/search?q=${encodeURIComponent('Deutschland')}`)).body,
    );
    expect(country.data.categories.some((c) => c.slug === 'germany')).toBe(true);
  });

  it('serves the settings entity with limits per currency and provider statuses', async () => {
    const settings = settingsAnswer.parse((await get('/settings')).body).data;
    expect(settings.odds_types.selected).toBe('european');
    expect(settings.provider_statuses).toEqual({ betradar: 'active', oddin: 'active' });
    expect(
      settings.bet_limits_settings.max_stake_limit.fiat.find((l) => l.currency_code === 'EUR')
        ?.amount,
    ).toBe(1_000_000);
    expect(
      settings.bet_limits_settings.max_stake_limit.crypto.some((l) => l.currency_code === 'BTC'),
    ).toBe(true);
    expect(settings.currencies.find((c) => c.code === 'BTC')?.subunits).toBe(100_000_000);
    expect(settings.providers.find((p) => p.key === 'oddin')?.system_bets).toBe(false);
    expect(Object.keys(settings.market_groups)).toContain('main');
  });

  it('counts matches per sport on POST /counters', async () => {
    const res = await app.inject({ method: 'POST', url: `${api}/counters`, payload: {} });
    const counters = countersAnswer.parse(res.json()).data;
    expect(counters.live).toBeGreaterThanOrEqual(3);
    expect(counters.sports.reduce((s, x) => s + x.prematch, 0)).toBe(counters.prematch);
    const bad = await app.inject({
      method: 'POST',
      url: `${api}/counters`,
      payload: { sport_type: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('draws competitor logos as SVG', async () => {
    const list = matchesAnswer.parse((await get('/matches?limit=1')).body);
    const res = await app.inject(list.data[0]!.competitors[0]!.logo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await app.inject(`${api}/competitors/999999/logo.svg`)).statusCode).toBe(404);
  });
});
