import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { signedInPlayer, type TestBrowser } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp } from '../bets/test-app';

// Issue 27: a player hears, in their language, when their stakes reach one of their wager or
// loss limits and when a settled deposit reaches a deposit limit: once per limit and period,
// only for what committed.
const DAY = 86_400_000;
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

describeEachDb('notifications: a limit reached', (db) => {
  let t: BetsTestApp;
  let nextMatch = 95_000;
  const remove: (() => void)[] = [];

  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });
  afterEach(() => {
    for (const r of remove.splice(0)) r();
    t.ctx.platform.limits.now = () => Date.now();
  });

  const player = (language = 'en') =>
    signedInPlayer(t.app, t.ctx, { language, funds: [{ currency: 'EUR', amount: 100_000 }] });
  const setLimit = async (b: TestBrowser, type: string, amount: number) => {
    const res = await b.put('/api/platform/player/limits', {
      type,
      period: 'day',
      currency: 'EUR',
      amount,
      timeZone: 'Europe/Berlin',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const place = (b: TestBrowser, stake: number, outcome = '1') => {
    const m = t.catalog.addMatch(++nextMatch).id;
    return b.post(
      '/api/sportsbook/v3/bets',
      slip([{ stake, selections: [[m, 1, '', outcome, 2000]] }]),
    );
  };
  const reached = async (b: TestBrowser) =>
    (await b.get('/api/sportsbook/v2/notifications'))
      .json<{ title: string; body: string; type: string; object_type: string }[]>()
      .filter((n) => n.type.endsWith('_limit_reached'));
  /** Lets a notification told after the commit land before counting. */
  const settle = () => new Promise((r) => setTimeout(r, 100));

  it('stakes that reach a daily wager limit tell once, in German; the next day tells again', async () => {
    const { browser } = await player('de');
    await setLimit(browser, 'wager', 1_000);
    expect((await place(browser, 600)).statusCode).toBe(200);
    await settle();
    expect(await reached(browser)).toEqual([]);
    expect((await place(browser, 400)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await reached(browser)).toHaveLength(1));
    const [one] = await reached(browser);
    expect(one).toMatchObject({
      type: 'wager_limit_reached',
      object_type: 'limit',
      title: 'Sie haben Ihr Einsatzlimit für heute erreicht',
    });
    expect(one!.body).toMatch(/^Sie haben 10,00\s€ Ihres Limits von 10,00\s€ für heute eingesetzt/);
    const refused = await place(browser, 100);
    expect(refused.json().error.key).toBe('error.user_limits.wager_limit_exceeded');
    await settle();
    expect(await reached(browser)).toHaveLength(1);

    const tomorrow = Date.now() + DAY;
    t.ctx.platform.limits.now = () => tomorrow;
    expect((await place(browser, 1_000)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await reached(browser)).toHaveLength(2));
  });

  it('a loss limit is reached by stakes less what came back', async () => {
    const { browser } = await player();
    await setLimit(browser, 'loss', 1_000);
    const won = await place(browser, 600);
    expect(won.statusCode).toBe(200);
    const m = nextMatch;
    const match = t.catalog.matches.get(m)!;
    for (const market of match.markets) {
      market.status = -3;
      for (const o of market.outcomes) o.result = o.id === '1' ? 'win_entire' : 'lose_entire';
    }
    await t.bets.settleMatch(m); // 1,200 back: lost so far -600
    expect((await place(browser, 1_000)).statusCode).toBe(200); // 400
    await settle();
    expect(await reached(browser)).toEqual([]);
    expect((await place(browser, 600)).statusCode).toBe(200); // 1,000
    await vi.waitFor(async () =>
      expect(await reached(browser)).toEqual([
        expect.objectContaining({
          type: 'loss_limit_reached',
          title: 'You reached your loss limit for today',
        }),
      ]),
    );
    expect((await reached(browser))[0]!.body).toMatch(
      /^You have lost €10\.00 of your €10\.00 limit for today\. It starts again on /,
    );
  });

  it('a settled deposit that reaches a deposit limit tells once', async () => {
    const { browser } = await player('fr');
    await setLimit(browser, 'deposit', 2_000);
    const deposit = async (amount: number) => {
      const made = await browser.post('/api/platform/deposits', { amount, currency: 'EUR' });
      expect(made.statusCode, made.body).toBe(201);
      const { id, clientSecret } = made.json<{ id: string; clientSecret: string }>();
      const paid = await browser.post(`/spi/api/payments/${id}/confirm`, {
        clientSecret,
        card: CARD,
      });
      expect(paid.statusCode, paid.body).toBeLessThan(300);
    };
    await deposit(1_500);
    await settle();
    expect(await reached(browser)).toEqual([]);
    await deposit(500);
    await vi.waitFor(async () =>
      expect(await reached(browser)).toEqual([
        expect.objectContaining({
          type: 'deposit_limit_reached',
          title: 'Vous avez atteint votre limite de dépôt pour aujourd’hui',
        }),
      ]),
    );
  });

  it('a placement rolled back tells nothing; the same stake committed tells', async () => {
    const { browser } = await player();
    await setLimit(browser, 'wager', 1_000);
    remove.push(
      t.bets.addParticipant({
        name: 'broken',
        finish: async () => {
          throw new Error('participant failed');
        },
      }),
    );
    expect((await place(browser, 1_000)).statusCode).toBe(500);
    await settle();
    expect(await reached(browser)).toEqual([]);
    remove.splice(0).forEach((r) => r());
    expect((await place(browser, 1_000)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await reached(browser)).toHaveLength(1));
  });

  it("an edit's new stake that reaches a wager limit tells", async () => {
    const { browser } = await player();
    await setLimit(browser, 'wager', 1_200);
    const [a, b] = [t.catalog.addMatch(++nextMatch).id, t.catalog.addMatch(++nextMatch).id];
    const placed = await browser.post(
      '/api/sportsbook/v3/bets',
      slip([
        {
          stake: 500,
          selections: [
            [a, 1, '', '1', 2000],
            [b, 1, '', '1', 2000],
          ],
        },
      ]),
    );
    const bet = placed.json().data[0] as { id: string };
    const edit = { bet_id: bet.id, remove: [`${b}/1//1`], stake: 700 };
    const q = (await browser.post('/api/sportsbook/v2/bets/edit/quote', edit)).json().data;
    const done = await browser.post('/api/sportsbook/v2/bets/edit', {
      ...edit,
      cashout: q.cashout,
      odds: q.odds,
    });
    expect(done.statusCode, done.body).toBe(200);
    await vi.waitFor(async () =>
      expect(await reached(browser)).toEqual([
        expect.objectContaining({ type: 'wager_limit_reached' }),
      ]),
    );
  });

  it('a player without limits hears of none', async () => {
    const { browser } = await player();
    expect((await place(browser, 5_000)).statusCode).toBe(200);
    await settle();
    expect(await reached(browser)).toEqual([]);
  });
});
