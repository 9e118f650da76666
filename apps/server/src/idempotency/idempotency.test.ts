import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../db/test-backends';
import { AppError } from '../http/errors';
import { platformTestApp, type PlatformTestApp } from '../platform/test-app';
import { signedInPlayer } from '../platform/testing';
import { Idempotency, requestHash } from './idempotency';

describe('requestHash', () => {
  it('is the same for the same body in any key order, and differs for another body', () => {
    expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      requestHash({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

// issue 17: Idempotency-Key like Stripe's on deposits and cash-out, one piece for withdrawals.
describeEachDb('Idempotency-Key', (db) => {
  let t: PlatformTestApp;
  let idem: Idempotency;
  beforeAll(async () => {
    t = await platformTestApp(db.db);
    idem = new Idempotency(db.db.orm);
  });

  const ok = (body: unknown) => async () => ({ statusCode: 200, body });

  it('runs once per key and replays the first answer to every repeat', async () => {
    let runs = 0;
    const what = { scope: 'test', owner: '1', key: 'k-once', body: { amount: 5 } };
    const work = async () => ({ statusCode: 201, body: { run: ++runs } });
    const first = await idem.run(what, work);
    const again = await idem.run(what, work);
    expect(first).toEqual({ answer: { statusCode: 201, body: { run: 1 } }, replayed: false });
    expect(again).toEqual({ answer: { statusCode: 201, body: { run: 1 } }, replayed: true });
    expect(runs).toBe(1);
  });

  it('answers a repeat while the first still runs with 409 in_flight, then the kept answer', async () => {
    const what = { scope: 'test', owner: '1', key: 'k-flight', body: {} };
    let finish!: () => void;
    const first = idem.run(what, async () => {
      await new Promise<void>((r) => (finish = r));
      return { statusCode: 200, body: { done: true } };
    });
    await new Promise((r) => setTimeout(r, 50));
    const during = await idem.run(what, ok('never')).catch((e: unknown) => e);
    expect(during).toBeInstanceOf(AppError);
    expect(during).toMatchObject({
      status: 409,
      key: 'error.idempotency.in_flight',
      details: { retryAfterSeconds: 1 },
    });
    finish();
    await first;
    expect(await idem.run(what, ok('never'))).toEqual({
      answer: { statusCode: 200, body: { done: true } },
      replayed: true,
    });
  });

  it('refuses the same key with another body, and keeps keys apart per owner and operation', async () => {
    await idem.run({ scope: 'test', owner: '1', key: 'k-body', body: { a: 1 } }, ok('first'));
    await expect(
      idem.run({ scope: 'test', owner: '1', key: 'k-body', body: { a: 2 } }, ok('x')),
    ).rejects.toMatchObject({ status: 422, key: 'error.idempotency.key_reused' });
    const other = await idem.run(
      { scope: 'test', owner: '2', key: 'k-body', body: { a: 2 } },
      ok('other owner'),
    );
    const scope = await idem.run(
      { scope: 'other', owner: '1', key: 'k-body', body: { a: 2 } },
      ok('other scope'),
    );
    expect([other.replayed, scope.replayed]).toEqual([false, false]);
  });

  it('keeps a refusal as the answer, and forgets a failure so a retry runs again', async () => {
    const refused = { scope: 'test', owner: '1', key: 'k-refused', body: {} };
    const refuse = async () => {
      throw new AppError(400, 'error.test.refused', 'No');
    };
    expect((await idem.run(refused, refuse)).answer).toEqual({
      statusCode: 400,
      body: { error: { code: 400, key: 'error.test.refused', message: 'No' } },
    });
    expect((await idem.run(refused, ok('later'))).replayed).toBe(true);

    const broken = { scope: 'test', owner: '1', key: 'k-broken', body: {} };
    await expect(
      idem.run(broken, async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await idem.run(broken, ok('retried'))).toEqual({
      answer: { statusCode: 200, body: 'retried' },
      replayed: false,
    });
  });

  it('lets a claim abandoned by a dead process be taken again', async () => {
    let clock = Date.now();
    const slow = new Idempotency(db.db.orm, { now: () => clock, abandonedAfterMs: 60_000 });
    const what = { scope: 'test', owner: '1', key: 'k-abandoned', body: {} };
    void slow.run(what, () => new Promise(() => {})); // never answers: its process "died"
    await new Promise((r) => setTimeout(r, 50));
    await expect(slow.run(what, ok('x'))).rejects.toMatchObject({ status: 409 });
    clock += 61_000;
    expect((await slow.run(what, ok('taken over'))).answer.body).toBe('taken over');
  });

  // issue 25 (the crash harness): the money moved, the process died before keeping the answer.
  it('answers a key whose work committed from what is stored, and never runs the work again', async () => {
    let runs = 0;
    const stored = { statusCode: 200, body: { from: 'the stored state' } };
    const what = {
      scope: 'test',
      owner: '1',
      key: 'k-committed',
      body: {},
      answerCommitted: async () => stored,
    };
    void idem.run(what, async (committed) => {
      runs++;
      await db.db.orm.transaction((tx) => committed(tx));
      return new Promise(() => {}); // the process "died" after its commit
    });
    await new Promise((r) => setTimeout(r, 50));
    const retry = await idem.run(what, ok('run again'));
    expect(retry).toEqual({ answer: stored, replayed: true });
    expect(await idem.run(what, ok('run again'))).toEqual({ answer: stored, replayed: true });
    // A failure after the commit (5xx) keeps the key too: the retry does not pay twice.
    const failing = { ...what, key: 'k-committed-5xx' };
    await expect(
      idem.run(failing, async (committed) => {
        runs++;
        await db.db.orm.transaction((tx) => committed(tx));
        throw new Error('the answer could not be built');
      }),
    ).rejects.toThrow('the answer could not be built');
    expect(await idem.run(failing, ok('run again'))).toEqual({ answer: stored, replayed: true });
    expect(runs).toBe(2);
  });

  it('starts one deposit for a retried POST /deposits, the repeat marked Idempotent-Replayed', async () => {
    const { browser, playerId } = await signedInPlayer(t.app, t.ctx);
    const headers = { 'idempotency-key': 'deposit-attempt-1' };
    const body = { amount: 2500, currency: 'EUR' };
    const first = await browser.post('/api/platform/deposits', body, headers);
    const again = await browser.post('/api/platform/deposits', body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await db.db.query<{ n: number }>(
      'select count(*)::int as n from deposits where player_id = $1',
      [playerId],
    );
    expect(rows[0]?.n).toBe(1);
    const reused = await browser.post('/api/platform/deposits', { ...body, amount: 1 }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: { key: 'error.idempotency.key_reused' } });
  });

  it('answers a repeat over HTTP while the first runs with 409 in_flight and Retry-After: 1', async () => {
    const { browser, playerId } = await signedInPlayer(t.app, t.ctx);
    const headers = { 'idempotency-key': 'deposit-in-flight' };
    const body = { amount: 2500, currency: 'EUR' };
    const kept = {
      id: 'dep-1',
      amount: 2500,
      currency: 'EUR',
      status: 'pending',
      provider: 'sandbox',
      declineReason: null,
      cardLast4: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      clientSecret: 'secret',
    };
    // The first request of this key is still running (held here), as in another process.
    let finish!: () => void;
    const first = idem.run(
      { scope: 'deposit', owner: playerId, key: headers['idempotency-key'], body },
      async () => {
        await new Promise<void>((r) => (finish = r));
        return { statusCode: 201, body: kept };
      },
    );
    await new Promise((r) => setTimeout(r, 50));
    const during = await browser.post('/api/platform/deposits', body, headers);
    expect(during.statusCode).toBe(409);
    expect(during.json()).toEqual({
      error: {
        code: 409,
        key: 'error.idempotency.in_flight',
        message: expect.any(String),
        details: { retryAfterSeconds: 1 },
      },
    });
    expect(during.headers['retry-after']).toBe('1');
    finish();
    await first;
    const after = await browser.post('/api/platform/deposits', body, headers);
    expect(after.statusCode).toBe(201);
    expect(after.json()).toEqual(kept);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.headers['retry-after']).toBeUndefined();
    // Neither the refused repeat nor the replay started a payment of its own.
    const rows = await db.db.query<{ n: number }>(
      'select count(*)::int as n from deposits where player_id = $1',
      [playerId],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers a retried cash-out as the first one was answered', async () => {
    const { browser } = await signedInPlayer(t.app, t.ctx);
    const headers = { 'idempotency-key': 'cashout-attempt-1' };
    const body = { bet_id: '999999', to_cashout: 100 };
    const first = await browser.post('/api/sportsbook/v2/bets/cashout', body, headers);
    const again = await browser.post('/api/sportsbook/v2/bets/cashout', body, headers);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});
