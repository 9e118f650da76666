import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryBroker } from './create-broker';
import { createPublisher } from './publisher';
import { publishAny } from './testing';
import { MemoryStream, recoverFrom } from './stream';

describe('recovery by offset and epoch', () => {
  it('gives back exactly the missed publications while the history still holds them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 70 }),
        (published, size, seen) => {
          const stream = new MemoryStream('e1', 0);
          for (let i = 1; i <= published; i++) stream.append(`{"n":${i}}`, size, 0);
          const read = recoverFrom(
            { offset: stream.top, epoch: 'e1' },
            stream.tail(size),
            { offset: seen, epoch: 'e1' },
            size,
          );
          const missed = published - seen;
          if (seen > published) {
            // A position the stream never reached is not one to trust.
            expect(read.complete).toBe(false);
          } else if (missed <= size) {
            expect(read.complete).toBe(true);
            expect(read.publications.map((p) => p.offset)).toEqual(
              Array.from({ length: missed }, (_, i) => seen + i + 1),
            );
          } else {
            expect(read.complete).toBe(false);
            expect(read.publications).toEqual([]);
          }
        },
      ),
    );
  });

  it('never recovers across epochs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (top, seen) => {
        const tail = Array.from({ length: top }, (_, i) => ({ offset: i + 1, data: '{}' }));
        const read = recoverFrom({ offset: top, epoch: 'new' }, tail, {
          offset: seen,
          epoch: 'old',
        });
        expect(read.complete).toBe(false);
        expect(read.publications).toEqual([]);
      }),
    );
  });
});

describe('memory broker', () => {
  it('numbers publications per channel and fans them out in order', async () => {
    const broker = memoryBroker();
    const seen: Array<[string, number]> = [];
    broker.on('publication', (p) => seen.push([p.channel, p.offset]));
    await broker.publish({ channel: 'public:en', data: 1 });
    await broker.publish({ channel: 'public:de', data: 2 });
    await broker.publish({ channel: 'public:en', data: 3 });
    expect(seen).toEqual([
      ['public:en', 1],
      ['public:de', 1],
      ['public:en', 2],
    ]);
    await broker.close();
  });

  it('keeps its history across a graceful restart through the snapshot file, once', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-rt-')), 'h.json');
    const first = memoryBroker({ snapshotFile: file });
    const pos = await first.publish({ channel: 'public:en', data: { a: 1 } });
    await first.close();

    const second = memoryBroker({ snapshotFile: file });
    const read = await second.read('public:en', { offset: 0, epoch: pos.epoch });
    expect(read).toMatchObject({ complete: true, position: pos });
    expect(read.publications.map((p) => JSON.parse(p.data))).toEqual([{ a: 1 }]);
    // The file is consumed: a crash of this process must not bring back an old stream later.
    expect(fs.existsSync(file)).toBe(false);
    await second.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('keeps all histories together within their memory budget, newest first', async () => {
    const broker = memoryBroker({ history: { size: 100, maxBytes: 20_000 } });
    const payload = 'x'.repeat(90); // ~100 characters of JSON per publication
    let last = { offset: 0, epoch: '' };
    for (let i = 0; i < 2000; i++)
      last = await broker.publish({ channel: `public:en:match:${i % 40}`, data: payload });
    const latest = await broker.latest('public:en:match:39', 100);
    // The newest publication of a channel is always there; older ones went to the budget.
    expect(latest.publications.at(-1)?.offset).toBe(last.offset);
    let total = 0;
    for (let m = 0; m < 40; m++)
      for (const p of (await broker.latest(`public:en:match:${m}`, 100)).publications)
        total += p.data.length;
    expect(total).toBeLessThanOrEqual(20_000);
    // A client far behind is told it can't recover, rather than handed a gap.
    const behind = await broker.read('public:en:match:39', { offset: 1, epoch: last.epoch });
    expect(behind.complete).toBe(false);
    await broker.close();
  });

  it('keeps a bounded number of channels, whatever names clients ask about (issue 25)', async () => {
    const broker = memoryBroker({ history: { maxChannels: 3 } });
    const live = await broker.publish({ channel: 'public:en:match:1', data: '{}' });
    // Reads of channels nobody publishes on (any client may name one) take the places...
    for (let i = 2; i <= 4; i++) await broker.read(`public:en:match:${i}`);
    // ...and the oldest stream went: its position now starts another epoch.
    const after = await broker.read('public:en:match:1');
    expect(after.position.epoch).not.toBe(live.epoch);
    await broker.close();
  });

  it('forgets a stream nothing was published on after the history TTL, a used one after a day', () => {
    const options = {
      size: 10,
      ttlSeconds: 600,
      metaTtlSeconds: 86_400,
      maxBytes: 1e6,
      maxChannels: 10,
    };
    const asked = new MemoryStream('e1', 0);
    const used = new MemoryStream('e2', 0);
    used.append('{}', 10, 0);
    expect(asked.sweep(options, 599_000)).toBe(false);
    expect(asked.sweep(options, 601_000)).toBe(true);
    expect(used.sweep(options, 601_000)).toBe(false);
    expect(used.sweep(options, 86_401_000)).toBe(true);
  });

  it('refuses data that is not JSON', async () => {
    const broker = memoryBroker();
    await expect(broker.publish({ channel: 'public:en', data: undefined })).rejects.toThrow(
      TypeError,
    );
    await broker.close();
  });
});

describe('publisher', () => {
  it('refuses a channel no browser could subscribe to', async () => {
    const broker = memoryBroker();
    const publisher = createPublisher(broker);
    await expect(
      publishAny(publisher, 'public:en\nx', { event_name: 'match_changed', message: {} }),
    ).rejects.toThrow('Not a real-time channel');
    await expect(
      publishAny(publisher, 'public:pt', { event_name: 'match_changed', message: {} }),
    ).resolves.toMatchObject({ offset: 1 });
    await broker.close();
  });

  it('posts to an external Centrifugo with its API key', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ result: { offset: 4, epoch: 'xyz' } }));
    }) as unknown as typeof fetch;
    const publisher = createPublisher(memoryBroker(), {
      url: 'http://centrifugo:8000/api/',
      apiKey: 'k',
      fetch: fetchImpl,
    });
    const pos = await publishAny(publisher, '$private:en:3', {
      event_name: 'bet_changed',
      message: { id: 1 },
    });
    expect(pos).toEqual({ offset: 4, epoch: 'xyz' });
    expect(calls[0]![0]).toBe('http://centrifugo:8000/api/publish');
    expect(calls[0]![1].headers).toMatchObject({ 'x-api-key': 'k' });
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({
      channel: '$private:en:3',
      data: { event_name: 'bet_changed', message: { id: 1 } },
    });
  });
});
