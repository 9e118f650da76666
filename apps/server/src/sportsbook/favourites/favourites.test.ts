import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDb } from '../../db/test-backends';
import { createFeed } from '../../feed';
import { testFeedSettings } from '../../feed/testing';
import { signedInPlayer, type TestBrowser } from '../../platform/testing';
import { testApp } from '../../test/harness';
import type { Modules } from '../../compose';
import { seedCatalog } from '../catalog';

// Issue 27: a player's favourite matches, leagues and sports (domain 7), their filters, the
// `favourite=true` list of matches, and the bad inputs.

const api = '/api/sportsbook/v2';

describeEachDb('favourites', (ctx) => {
  let app: FastifyInstance;
  let modules: Modules;
  let live: { id: number; tournament: { id: number } }[];
  let prematch: { id: number }[];
  beforeAll(async () => {
    await seedCatalog(ctx.db.orm);
    const t = await testApp(ctx.db);
    app = t.app;
    modules = t.ctx;
    const feed = createFeed({
      db: ctx.db,
      sink: t.ctx.catalog.apply,
      settings: { ...testFeedSettings, liveTarget: 3, horizonDays: 1 },
      clock: () => Date.UTC(2026, 5, 1, 12, 0, 0),
    });
    expect(await feed.lead()).toBe(true);
    const list = async (status: number) =>
      (await app.inject({ url: `${api}/matches?match_status=${status}&limit=5` })).json().data;
    live = await list(1);
    prematch = await list(0);
  });
  afterAll(() => app.close());

  const player = async (): Promise<TestBrowser> => (await signedInPlayer(app, modules)).browser;

  it('a player keeps matches, leagues and sports; favourite=true lists their matches', async () => {
    const b = await player();
    expect(live.length).toBeGreaterThan(0);
    expect(prematch.length).toBeGreaterThan(0);
    const add = (type: string, id: string | number) =>
      b.post(`${api}/favourites/${type}/${id}`, {});
    expect((await add('matches', live[0]!.id)).json().data).toMatchObject({
      type: 'matches',
      id: String(live[0]!.id),
    });
    await add('matches', prematch[0]!.id);
    await add('matches', live[0]!.id); // twice: still one
    await add('leagues', live[0]!.tournament.id);
    await add('sports', 'tennis');
    const ids = async (url: string) =>
      (await b.get(`${api}${url}`)).json().data.map((f: { id: string }) => f.id);
    expect(await ids('/favourites/matches')).toEqual([
      String(live[0]!.id),
      String(prematch[0]!.id),
    ]);
    expect(await ids('/favourites/matches?matchStatus=1')).toEqual([String(live[0]!.id)]);
    expect(await ids('/favourites/matches?matchStatus=0&isBettable=true')).toEqual([
      String(prematch[0]!.id),
    ]);
    expect(await ids('/favourites/leagues')).toEqual([String(live[0]!.tournament.id)]);
    expect(await ids('/favourites/sports')).toEqual(['tennis']);
    const favs = (await b.get(`${api}/matches?favourite=true`)).json().data;
    expect(favs.map((m: { id: number }) => m.id).sort()).toEqual(
      [live[0]!.id, prematch[0]!.id].sort(),
    );
    // Another player has none of them.
    const other = await player();
    expect((await other.get(`${api}/matches?favourite=true`)).json().data).toEqual([]);
    expect((await other.get(`${api}/favourites/matches`)).json().data).toEqual([]);

    expect((await b.delete(`${api}/favourites/matches/${live[0]!.id}`)).statusCode).toBe(200);
    expect((await b.delete(`${api}/favourites/matches/${live[0]!.id}`)).statusCode).toBe(200);
    expect(await ids('/favourites/matches')).toEqual([String(prematch[0]!.id)]);
  });

  it('bad input is a 4xx with its key and stores nothing', async () => {
    const b = await player();
    const unknown = await b.post(`${api}/favourites/matches/999999`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.key).toBe('error.favourites.not_found');
    expect((await b.post(`${api}/favourites/sports/curling`, {})).statusCode).toBe(404);
    expect((await b.post(`${api}/favourites/teams/1`, {})).statusCode).toBe(400);
    expect((await b.post(`${api}/favourites/matches/-1`, {})).statusCode).toBe(400);
    expect((await b.get(`${api}/favourites/matches?matchStatus=x`)).statusCode).toBe(400);
    expect((await b.get(`${api}/favourites/matches`)).json().data).toEqual([]);
    const visitor = await app.inject({ url: `${api}/favourites/matches` });
    expect(visitor.statusCode).toBe(401);
  });
});
