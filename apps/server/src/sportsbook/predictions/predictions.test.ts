import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDb } from '../../db/test-backends';
import { createFeed, type Feed } from '../../feed';
import { testFeedSettings } from '../../feed/testing';
import { signedInPlayer, type TestBrowser } from '../../platform/testing';
import { testApp } from '../../test/harness';
import type { Modules } from '../../compose';
import { seedCatalog } from '../catalog';

// Issue 27: predictions, domain 7 GET and POST /vote: one per player per match before
// kick-off, scored once from the final score, a leaderboard; bad input stores nothing.

const api = '/api/sportsbook/v2';
const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);

describeEachDb('predictions', (ctx) => {
  let app: FastifyInstance;
  let modules: Modules;
  let feed: Feed;
  let soccer: number[];
  let tennis: number;
  beforeAll(async () => {
    await seedCatalog(ctx.db.orm);
    const t = await testApp(ctx.db, undefined, { predictions: { now: () => T0 } });
    app = t.app;
    modules = t.ctx;
    feed = createFeed({
      db: ctx.db,
      sink: t.ctx.catalog.apply,
      settings: { ...testFeedSettings, liveTarget: 1, horizonDays: 2 },
      clock: () => T0,
    });
    expect(await feed.lead()).toBe(true);
    soccer = feed
      .list()
      .filter((m) => m.type === 'match' && m.sport === 'soccer' && m.status === 0)
      .map((m) => m.id);
    tennis = feed.list().find((m) => m.type === 'match' && m.sport === 'tennis')?.id ?? 0;
    expect(soccer.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => app.close());

  const player = async (): Promise<TestBrowser> => (await signedInPlayer(app, modules)).browser;
  const vote = (b: TestBrowser, matchId: number, data: unknown) =>
    b.post(`${api}/vote`, { prediction_id: String(matchId), data });
  const state = async (b: TestBrowser, matchId: number) =>
    (await b.get(`${api}/vote?prediction_id=${matchId}`)).json().data;

  it('a player predicts before kick-off, sees the crowd, and is scored once at the finish', async () => {
    const [matchId] = soccer;
    const [exact, outcome, miss] = [await player(), await player(), await player()];
    const placed = await vote(exact, matchId!, { home: 2, away: 1 });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({
      prediction_id: String(matchId),
      data: { home: 2, away: 1 },
      points: null,
    });
    expect((await vote(outcome, matchId!, { home: 1, away: 0 })).statusCode).toBe(201);
    expect((await vote(miss, matchId!, { home: 0, away: 0 })).statusCode).toBe(201);
    expect(await state(exact, matchId!)).toMatchObject({
      open: true,
      prediction: { data: { home: 2, away: 1 } },
      crowd: { total: 3, shares: { home: 67, draw: 33, away: 0 } },
      result: null,
    });
    // A visitor sees the crowd and no prediction.
    const visitor = (await app.inject({ url: `${api}/vote?prediction_id=${matchId}` })).json();
    expect(visitor.data).toMatchObject({ prediction: null, open: true, crowd: { total: 3 } });

    // Kick-off locks it.
    expect((await feed.control({ kind: 'start_match', matchId: matchId! })).ok).toBe(true);
    const late = await vote(await player(), matchId!, { home: 3, away: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.key).toBe('error.vote.closed');
    expect(await state(exact, matchId!)).toMatchObject({ open: false, crowd: { total: 3 } });

    // The final score scores each prediction: exact 3, right outcome 1, else 0.
    const finished = await feed.control({
      kind: 'set_result',
      matchId: matchId!,
      score: { home: 2, away: 1 },
    });
    expect(finished.ok).toBe(true);
    await vi.waitFor(async () => expect((await state(exact, matchId!)).prediction.points).toBe(3));
    expect(await state(exact, matchId!)).toMatchObject({ result: { home: 2, away: 1 } });
    expect((await state(outcome, matchId!)).prediction.points).toBe(1);
    expect((await state(miss, matchId!)).prediction.points).toBe(0);

    const board = async () => (await app.inject({ url: `${api}/vote/leaderboard` })).json().data;
    const before = await board();
    expect(before[0]).toMatchObject({ rank: 1, points: 3, predictions: 1 });
    expect(before[0].name).toMatch(/^p\*\*\*@example\.com$/);
    // The same result again (a replay after a restart, a second listener) scores nothing twice.
    const version = (await modules.catalog.getResults(matchId!))!.version;
    const replay = {
      kind: 'result' as const,
      matchId: matchId!,
      version,
      score: { home: 2, away: 1 },
    };
    await modules.predictions.onResult(replay);
    await modules.predictions.onResult(replay);
    expect(await board()).toEqual(before);

    // A correction scores again from the corrected score; a rollback takes the points back.
    expect(
      (await feed.control({ kind: 'set_result', matchId: matchId!, score: { home: 0, away: 0 } }))
        .ok,
    ).toBe(true);
    await vi.waitFor(async () => expect((await state(miss, matchId!)).prediction.points).toBe(3));
    expect((await state(exact, matchId!)).prediction.points).toBe(0);
    expect((await feed.control({ kind: 'rollback', matchId: matchId! })).ok).toBe(true);
    await vi.waitFor(async () =>
      expect(await state(miss, matchId!)).toMatchObject({
        prediction: { points: null },
        result: null,
      }),
    );
  });

  it('of two racing predictions of one player one is stored, the other is a 409', async () => {
    const b = await player();
    const matchId = soccer[1]!;
    const answers = await Promise.all([
      vote(b, matchId, { home: 1, away: 1 }),
      vote(b, matchId, { home: 4, away: 0 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().error.key).toBe('error.vote.already_voted');
    const stored = answers.find((a) => a.statusCode === 201)!.json().data.data;
    expect((await state(b, matchId)).prediction.data).toEqual(stored);
    expect((await state(b, matchId)).crowd.total).toBe(1);
  });

  it('bad input is a 4xx with its key and stores nothing', async () => {
    const b = await player();
    const matchId = soccer[2]!;
    const refusal = async (res: Awaited<ReturnType<typeof vote>>) => [
      res.statusCode,
      res.json().error.key,
    ];
    expect(await refusal(await vote(b, 999999, { home: 1, away: 0 }))).toEqual([
      404,
      'error.vote.not_found',
    ]);
    // A tennis match is won in sets: no score prediction for it (PREDICTION_SPORTS).
    expect(tennis).toBeGreaterThan(0);
    expect(await refusal(await vote(b, tennis, { home: 2, away: 1 }))).toEqual([
      404,
      'error.vote.not_found',
    ]);
    expect(await refusal(await vote(b, matchId, { home: -1, away: 0 }))).toEqual([
      400,
      'error.vote.invalid_data',
    ]);
    expect(await refusal(await vote(b, matchId, { home: 1.5, away: 0 }))).toEqual([
      400,
      'error.vote.invalid_data',
    ]);
    expect(await refusal(await vote(b, matchId, { home: 201, away: 0 }))).toEqual([
      400,
      'error.vote.invalid_data',
    ]);
    expect(await refusal(await vote(b, matchId, { home: '1', away: 0 }))).toEqual([
      400,
      'error.validation.invalid_request',
    ]);
    expect(await refusal(await vote(b, matchId, { home: 1 }))).toEqual([
      400,
      'error.validation.invalid_request',
    ]);
    const visitor = await app.inject({
      method: 'POST',
      url: `${api}/vote`,
      payload: { prediction_id: String(matchId), data: { home: 1, away: 0 } },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.key).toBe('error.unauthorized');
    expect((await b.get(`${api}/vote?prediction_id=999999`)).statusCode).toBe(404);
    expect((await b.get(`${api}/vote?prediction_id=x`)).statusCode).toBe(400);
    expect(await state(b, matchId)).toMatchObject({ prediction: null, crowd: { total: 0 } });
  });
});
