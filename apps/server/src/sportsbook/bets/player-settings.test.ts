import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { countersAnswer, settingsAnswer } from '@sb/contract';
import { describeEachDb } from '../../db/test-backends';
import { createFeed } from '../../feed';
import { testFeedSettings } from '../../feed/testing';
import { signedInPlayer, TestBrowser } from '../../platform/testing';
import { testApp } from '../../test/harness';
import type { Modules } from '../../compose';
import { seedCatalog } from '../catalog';

// Issue 27, saved settings (domain 7 GET and POST /settings): quick stakes, the odds format and
// the odds-change policy a player saves on one device are theirs on any other after signing in;
// POST /counters adds their favourites and unread notifications to the navigation's counts.

const api = '/api/sportsbook/v2';
const password = 'correct horse battery';

describeEachDb('saved settings and counters', (ctx) => {
  let app: FastifyInstance;
  let modules: Modules;
  beforeAll(async () => {
    await seedCatalog(ctx.db.orm);
    const t = await testApp(ctx.db);
    app = t.app;
    modules = t.ctx;
    const feed = createFeed({
      db: ctx.db,
      sink: t.ctx.catalog.apply,
      settings: { ...testFeedSettings, liveTarget: 2, horizonDays: 1 },
      clock: () => Date.UTC(2026, 5, 1, 12, 0, 0),
    });
    expect(await feed.lead()).toBe(true);
  });
  afterAll(() => app.close());

  const settingsOf = async (b: TestBrowser) =>
    settingsAnswer.parse((await b.get(`${api}/settings`)).json()).data;

  it('what a player saves on one device is what they find on another after signing in', async () => {
    const email = `settings${Date.now().toString(36)}@example.com`;
    const { browser: phone } = await signedInPlayer(app, modules, { email, password });
    const book = await settingsOf(new TestBrowser(app));
    const saved = await phone.post(`${api}/settings`, {
      stakes: { EUR: [2000, 500, 1000, 500] },
      odds_type: 'american',
      auto_accept_odds_change: 'higher',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      stakes: { EUR: [500, 1000, 2000] },
      odds_type: 'american',
      auto_accept_odds_change: 'higher',
    });

    const laptop = new TestBrowser(app);
    expect((await laptop.post('/api/platform/users/sign_in', { email, password })).statusCode).toBe(
      200,
    );
    const mine = await settingsOf(laptop);
    expect(mine.stakes.EUR).toEqual([500, 1000, 2000]);
    expect(mine.stakes.USD).toEqual(book.stakes.USD);
    expect(mine.odds_types.selected).toBe('american');
    expect(mine.auto_accept_odds_change).toBe('higher');
    // Visitors and other players still see the book's.
    const visitor = await settingsOf(new TestBrowser(app));
    expect(visitor.stakes.EUR).toEqual(book.stakes.EUR);
    expect(visitor.odds_types.selected).toBe('european');
    const other = await settingsOf((await signedInPlayer(app, modules)).browser);
    expect(other.stakes.EUR).toEqual(book.stakes.EUR);

    // A change of one currency's stakes leaves the format and the others alone.
    await laptop.post(`${api}/settings`, { stakes: { USD: [100] } });
    const after = await settingsOf(phone);
    expect(after.stakes).toMatchObject({ EUR: [500, 1000, 2000], USD: [100] });
    expect(after.odds_types.selected).toBe('american');
  });

  it('refuses bad settings with a key and stores nothing', async () => {
    const { browser } = await signedInPlayer(app, modules);
    await browser.post(`${api}/settings`, { stakes: { EUR: [100, 200] }, odds_type: 'british' });
    const bad = [
      { stakes: { EUR: [-100] } },
      { stakes: { EUR: [0, 500] } },
      { stakes: { EUR: [1, 2, 3, 4, 5, 6, 7] } },
      { stakes: { EUR: [] } },
      { stakes: { EUR: [10.5] } },
      { odds_type: 'roman' },
      { odds_type: 'decimal', stakes: { EUR: [300] } },
    ];
    for (const body of bad) {
      const res = await browser.post(`${api}/settings`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.key).toBe('error.validation.invalid_request');
    }
    const unknown = await browser.post(`${api}/settings`, {
      stakes: { XYZ: [100], EUR: [300] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.key).toBe('error.wallet.unknown_currency');
    const kept = await settingsOf(browser);
    expect(kept.stakes.EUR).toEqual([100, 200]);
    expect(kept.odds_types.selected).toBe('british');
    // A visitor has nothing to save.
    const visitor = await new TestBrowser(app).post(`${api}/settings`, { odds_type: 'american' });
    expect(visitor.statusCode).toBe(401);
  });

  it("POST /counters adds a player's favourites on now and unread notifications", async () => {
    const { browser, playerId } = await signedInPlayer(app, modules);
    const counters = async (b: TestBrowser) =>
      countersAnswer.parse((await b.post(`${api}/counters`, {})).json()).data;
    const before = await counters(browser);
    expect(before).toMatchObject({ favourites: 0, unread: 0 });
    const matches = (await browser.get(`${api}/matches?limit=3`)).json().data as { id: number }[];
    expect(matches.length).toBe(3);
    for (const m of matches.slice(0, 2))
      expect((await browser.post(`${api}/favourites/matches/${m.id}`, {})).statusCode).toBe(200);
    await modules.notifications.broadcast(
      { id: `counters-${playerId}`, titles: { en: 'Hello' }, bodies: { en: 'Welcome' } },
      [{ playerId: Number(playerId), locale: 'en' }],
    );
    const after = await counters(browser);
    expect(after).toMatchObject({ favourites: 2, unread: 1, live: before.live });
    // A visitor's counts are the catalog's only.
    const visitor = await counters(new TestBrowser(app));
    expect(visitor.favourites).toBeUndefined();
    expect(visitor.unread).toBeUndefined();
    expect(visitor.prematch).toBe(after.prematch);
  });
});
