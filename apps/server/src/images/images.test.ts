import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { describeEachDb } from '../db/test-backends';
import { seedCatalog } from '../sportsbook/catalog';
import { testApp } from '../test/harness';
import { encodeImage } from './encode';
import { ImageProxy } from './image-proxy';
import { fetchRemoteImage } from './remote-source';

// Issue 23, shell 7.3 and 9: the image proxy answers avif or webp per Accept at the quality of the
// spec, keeps what it encoded, and refuses other hosts and huge sizes without caching anything.

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const logo = '/api/sportsbook/v2/competitors/7001/logo.svg';
const images = (query: string, accept = CHROME_ACCEPT) => ({
  method: 'GET' as const,
  url: `/api/images?${query}`,
  headers: { accept },
});

describeEachDb('image proxy', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedCatalog(ctx.db.orm);
    await ctx.db.query(
      `insert into competitors (id, urn_id, sport_id, name, abbreviation, colors)
       values (7001, 'sr:competitor:7001', (select min(id) from sports), 'Proxy FC', 'PFC', '["#aa0000","#ffffff"]')`,
    );
    app = (await testApp(ctx.db)).app;
  });
  afterAll(() => app.close());

  it('serves a team logo as avif to a browser that takes it, at the size asked, then from the cache', async () => {
    const first = await app.inject(images(`url=${encodeURIComponent(logo)}&w=48&h=48`));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(first.headers.vary).toBe('Accept');
    expect(first.headers['x-image-cache']).toBe('miss');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([48, 48]);
    const again = await app.inject(images(`url=${encodeURIComponent(logo)}&w=48&h=48`));
    expect(again.headers['x-image-cache']).toBe('hit');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers webp to a browser without avif, png to one without either', async () => {
    const webp = await app.inject(images(`url=${encodeURIComponent(logo)}&w=32`, 'image/webp,*/*'));
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const png = await app.inject(images(`url=/logo.svg&h=40`, '*/*'));
    expect(png.statusCode).toBe(200);
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
  });

  it('serves the icon sprite for a year when asked by its content hash, briefly otherwise', async () => {
    const file = fs.readFileSync(path.join(repoRoot, 'apps/web/public/icons.svg'));
    const version = createHash('sha256').update(file).digest('hex').slice(0, 12);
    const current = await app.inject(`/icons.svg?version=${version}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toContain('image/svg+xml');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.rawPayload.equals(file)).toBe(true);
    for (const url of ['/icons.svg', '/icons.svg?version=0123456789ab']) {
      const other = await app.inject(url);
      expect(other.statusCode).toBe(200);
      expect(other.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it.each([
    [
      'another host',
      `url=${encodeURIComponent('https://evil.example/a.png')}`,
      403,
      'error.images.source_not_allowed',
    ],
    [
      'our own API beside the logos',
      `url=${encodeURIComponent('/api/health')}`,
      403,
      'error.images.source_not_allowed',
    ],
    [
      'the loopback',
      `url=${encodeURIComponent('http://127.0.0.1:6379/')}`,
      403,
      'error.images.source_not_allowed',
    ],
    [
      'a huge width',
      `url=${encodeURIComponent(logo)}&w=100000`,
      400,
      'error.images.size_too_large',
    ],
    ['a huge height', `url=${encodeURIComponent(logo)}&h=4096`, 400, 'error.images.size_too_large'],
    [
      'a quality past 100',
      `url=${encodeURIComponent(logo)}&q=150`,
      400,
      'error.validation.invalid_request',
    ],
    [
      'a missing logo',
      `url=${encodeURIComponent('/api/sportsbook/v2/competitors/999999/logo.svg')}`,
      404,
      'error.images.unavailable',
    ],
  ])('refuses %s with its key', async (_what, query, status, key) => {
    const res = await app.inject(images(query));
    expect(res.statusCode).toBe(status);
    expect(res.json().error.key).toBe(key);
  });
});

const svg = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#0a0"/></svg>`,
  );

describe('ImageProxy', () => {
  function proxy(hosts: string[] = ['cdn.casino.example']) {
    const qualities: number[] = [];
    const p = new ImageProxy({
      allowedHosts: () => hosts,
      read: async (s) =>
        s.kind === 'local' && s.path.includes('missing')
          ? null
          : { bytes: svg(64), contentType: 'image/svg+xml' },
      encode: async (input, o) => {
        qualities.push(o.quality);
        return encodeImage(input, o);
      },
    });
    return { p, qualities };
  }

  it('encodes avif at 65 and webp at 70 for the base 80, and avif at 81 for q=100', async () => {
    const { p, qualities } = proxy();
    await p.render({ url: '/images/a.svg', w: '16' }, 'image/avif');
    await p.render({ url: '/images/a.svg', w: '16' }, 'image/webp');
    await p.render({ url: '/images/a.svg', w: '16', q: '100' }, 'image/avif');
    expect(qualities).toEqual([65, 70, 81]);
  });

  it('serves a hit without encoding again, and keeps one entry per size and format', async () => {
    const { p } = proxy();
    const a = await p.render({ url: '/images/a.svg', w: '24' }, 'image/webp');
    const b = await p.render({ url: '/images/a.svg', w: '24' }, 'image/webp');
    expect([a.cached, b.cached]).toEqual([false, true]);
    expect(p.encodes).toBe(1);
    await p.render({ url: '/images/a.svg', w: '25' }, 'image/webp');
    expect([p.encodes, p.size]).toEqual([2, 2]);
  });

  it('caches nothing for bad input or a source that cannot be read', async () => {
    const { p } = proxy();
    for (const query of [
      { url: 'https://evil.example/x.png' },
      { url: '/images/a.svg', w: '5000' },
      { url: '/images/missing.svg' },
    ])
      await expect(p.render(query, 'image/avif')).rejects.toMatchObject({
        status: expect.any(Number),
      });
    expect([p.encodes, p.size]).toEqual([0, 0]);
  });

  it('keeps the cache within its byte bound', async () => {
    const p = new ImageProxy({
      allowedHosts: () => [],
      read: async () => ({ bytes: svg(64), contentType: 'image/svg+xml' }),
      encode: async () => Buffer.alloc(1000),
      cacheBytes: 2500,
    });
    for (let w = 1; w <= 5; w++)
      await p.render({ url: '/images/a.svg', w: String(w) }, 'image/webp');
    expect(p.size).toBe(2);
  });
});

describe('remote sources', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/ok.svg')
        return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(8));
      if (req.url === '/redirect')
        return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      if (req.url === '/html')
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(11 * 1024 * 1024));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reads an image, and refuses a redirect, a page that is no image and a huge body', async () => {
    expect((await fetchRemoteImage(`${base}/ok.svg`))?.contentType).toBe('image/svg+xml');
    expect(await fetchRemoteImage(`${base}/redirect`)).toBeNull();
    expect(await fetchRemoteImage(`${base}/html`)).toBeNull();
    expect(await fetchRemoteImage(`${base}/huge.png`)).toBeNull();
  });
});
