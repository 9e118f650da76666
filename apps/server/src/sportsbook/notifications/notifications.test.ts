import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../db/test-backends';
import { signedInPlayer, type TestBrowser } from '../../platform/testing';
import { betsTestApp, slip, type BetsTestApp } from '../bets/test-app';

// issue 27: a bet's settlement or cash-out becomes one notification in the player's language,
// pushed with the unread count; the list and the counter are the player's own.
describeEachDb('notifications', (db) => {
  let t: BetsTestApp;
  let nextMatch = 90_000;

  beforeAll(async () => {
    t = await betsTestApp(db.db);
  });

  async function player(language = 'en') {
    const made = await signedInPlayer(t.app, t.ctx, {
      language,
      funds: [{ currency: 'EUR', amount: 10_000 }],
    });
    return made;
  }

  async function settleHomeWin(m: number) {
    const match = t.catalog.matches.get(m)!;
    for (const market of match.markets) {
      market.status = -3;
      for (const o of market.outcomes) o.result = o.id === '1' ? 'win_entire' : 'lose_entire';
    }
    await t.bets.settleMatch(m);
  }

  const list = async (b: TestBrowser) =>
    (await b.get('/api/sportsbook/v2/notifications')).json<
      { id: string; title: string; body: string; read: boolean; type: string }[]
    >();
  const unread = async (b: TestBrowser) =>
    (await b.get('/api/sportsbook/v2/notifications/counters')).json<{ unread: number }>().unread;

  it('a settled bet tells its owner once, in their language, and pushes the count', async () => {
    const { browser, playerId } = await player('de');
    const m = t.catalog.addMatch(++nextMatch).id;
    const placed = await browser.post(
      '/api/sportsbook/v3/bets',
      slip([{ stake: 500, selections: [[m, 1, '', '1', 2000]] }]),
    );
    expect(placed.statusCode).toBe(200);
    await settleHomeWin(m);
    await settleHomeWin(m); // replayed: nothing new
    const [one, ...rest] = await list(browser);
    expect(rest).toEqual([]);
    expect(one).toMatchObject({ type: 'bet_won', title: 'Ihre Wette hat gewonnen', read: false });
    expect(one!.body).toContain('10,00');
    expect(await unread(browser)).toBe(1);
    const pushed = t.sent.filter((s) => s.channel === `$private:de:${playerId}`);
    expect(pushed.map((s) => s.publication.event_name)).toEqual(
      expect.arrayContaining(['notification', 'unread_counters_changed']),
    );
    expect(
      pushed
        .filter((s) => s.publication.event_name === 'notification')
        .map((s) => s.publication.message),
    ).toEqual([expect.objectContaining({ id: one!.id, title: 'Ihre Wette hat gewonnen' })]);
  });

  it('a lost bet and a cash-out each tell; read marks only the player’s own', async () => {
    const a = await player();
    const b = await player();
    const m = t.catalog.addMatch(++nextMatch).id;
    const away = t.catalog.outcome({ matchId: m, marketId: 1, specifier: '', outcomeId: '2' });
    const lost = await a.browser.post(
      '/api/sportsbook/v3/bets',
      slip([{ stake: 300, selections: [[m, 1, '', '2', away.outcome.odds]] }]),
    );
    expect(lost.statusCode, lost.body).toBe(200);
    await settleHomeWin(m);
    const n = t.catalog.addMatch(++nextMatch).id;
    const bet = (
      await a.browser.post(
        '/api/sportsbook/v3/bets',
        slip([{ stake: 300, selections: [[n, 1, '', '1', 2000]] }]),
      )
    ).json().data[0] as { id: string; to_cashout: number };
    const offer = (await a.browser.get('/api/sportsbook/v3/bets')).json().data[0]
      .to_cashout as number;
    const cashed = await a.browser.post('/api/sportsbook/v2/bets/cashout', {
      bet_id: bet.id,
      to_cashout: offer,
      locale: 'en',
    });
    expect(cashed.statusCode).toBe(200);
    const mine = await list(a.browser);
    expect(mine.map((x) => x.type)).toEqual(['bet_cashed_out', 'bet_lost']);
    expect(await unread(a.browser)).toBe(2);

    // Another player marking a's notifications changes nothing; a reads one, then all.
    expect(
      (
        await b.browser.post('/api/sportsbook/v2/notifications/read', { ids: [mine[0]!.id] })
      ).json(),
    ).toEqual({ unread: 0 });
    expect(await unread(a.browser)).toBe(2);
    expect(
      (
        await a.browser.post('/api/sportsbook/v2/notifications/read', { ids: [mine[0]!.id] })
      ).json(),
    ).toEqual({ unread: 1 });
    expect((await a.browser.post('/api/sportsbook/v2/notifications/read-all', {})).json()).toEqual({
      unread: 0,
    });
    expect((await list(a.browser)).every((x) => x.read)).toBe(true);
  });

  it('an operator broadcast reaches every player once, in their language, pushed with the count', async () => {
    const en = await player('en');
    const de = await player('de');
    const pl = await player('pl');
    const admin = (payload: unknown, token = t.ctx.config.adminToken) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications/broadcast',
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    const body = {
      id: `weekend-${Date.now()}`,
      title: { en: 'Weekend boost', de: 'Wochenend-Boost' },
      body: { en: 'Odds boosted all weekend.', de: 'Erhöhte Quoten am Wochenende.' },
    };
    const before = await unread(de.browser);
    const sent = t.sent.length;
    const res = await admin(body);
    expect(res.statusCode).toBe(200);
    const { recipients, written } = res.json().data;
    expect(written).toBe(recipients);
    expect(recipients).toBeGreaterThanOrEqual(3);
    const latest = async (b: TestBrowser) => (await list(b)).find((n) => n.type === 'broadcast');
    expect(await latest(en.browser)).toMatchObject({ title: 'Weekend boost', read: false });
    expect(await latest(de.browser)).toMatchObject({ title: 'Wochenend-Boost' });
    // Polish was not given: English.
    expect(await latest(pl.browser)).toMatchObject({ title: 'Weekend boost' });
    expect(await unread(de.browser)).toBe(before + 1);
    const pushed = t.sent.slice(sent).filter((p) => p.channel === `$private:de:${de.playerId}`);
    expect(pushed.map((p) => p.publication.event_name)).toEqual([
      'notification',
      'unread_counters_changed',
    ]);
    expect(pushed[1]!.publication.message).toEqual({ unread: before + 1 });
    // A replay writes nothing; bad input and a missing token change nothing.
    expect((await admin(body)).json().data.written).toBe(0);
    expect((await admin({ ...body, id: 'x', title: { de: 'nur Deutsch' } })).statusCode).toBe(400);
    expect((await admin({ ...body, id: 'Bad Id' })).statusCode).toBe(400);
    expect((await admin({ ...body, id: 'other' }, 'wrong')).statusCode).toBe(401);
    expect((await list(de.browser)).filter((n) => n.type === 'broadcast')).toHaveLength(1);
  });

  it('bad input is a 400 and a visitor a 401', async () => {
    const { browser } = await player();
    for (const body of [{}, { ids: [] }, { ids: ['abc'] }, { ids: [1] }, { ids: ['1'], x: 1 }]) {
      const res = await browser.post('/api/sportsbook/v2/notifications/read', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.key).toBe('error.validation.invalid_request');
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/sportsbook/v2/notifications' });
    expect(visitor.statusCode).toBe(401);
  });
});
