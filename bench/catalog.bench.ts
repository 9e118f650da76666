// GET /matches over a book of 500+ matches (issue 4): requests per second and p99 latency with
// autocannon on loopback, while the engine keeps ticking (24 live matches, prices moving), as
// in production. autocannon runs in a child process so it does not share the server's thread.
//
//   npx tsx bench/catalog.bench.ts         (DURATION_S=10 RUNS=3 CONNECTIONS=20)
//
// Target: above 1,000 requests/s. Public answers are cached for one second (response-cache.ts);
// the last line measures the same request with the cache off (every request reads PGlite).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { migrate, openDb } from '../apps/server/src/db';
import { defaultFeedSettings } from '../apps/server/src/feed';
import { createBroker } from '../apps/server/src/realtime';
import { seedCatalog } from '../apps/server/src/sportsbook/catalog';
import { testApp } from '../apps/server/src/test/harness';
import { median } from './lib/stats';

const DURATION_S = Number(process.env.DURATION_S ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Shot {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a child process (the server in this process must keep its event loop). */
function cannon(url: string): Promise<Shot> {
  const script = `
    const autocannon = require('autocannon');
    autocannon({ url: ${JSON.stringify(url)}, connections: ${CONNECTIONS}, duration: ${DURATION_S} }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      process.stdout.write(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }));
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: here });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Shot) : reject(new Error(err)),
    );
  });
}

const db = await openDb({});
await migrate(db);
await seedCatalog(db.orm);
const broker = createBroker(undefined);
// One feed (the cached app's) writes the catalog; the uncached app reads the same tables.
const cached = await testApp(db, broker, {
  checkProtocol: false,
  catalog: { cacheTtlMs: 1000 },
  feed: { settings: defaultFeedSettings },
});
const { feed } = cached.ctx;
await feed.start();
const uncached = await testApp(db, broker, {
  checkProtocol: false,
  catalog: { cacheTtlMs: 0 },
});

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api/sportsbook/v2`;
}
const base = await listen(cached.app);
const baseUncached = await listen(uncached.app);
const total = (await (await fetch(`${base}/matches?limit=1&match_status=0,1`)).json()) as {
  pagination: { total: number };
};
console.log(
  `catalog: ${total.pagination.total} open matches, ${feed.stats().live} live, engine ticking`,
);

const scenarios: [string, string][] = [
  ['GET /matches (page of 20)', `${base}/matches`],
  ['GET /matches?limit=100', `${base}/matches?limit=100`],
  ['GET /matches?match_status=1&limit=50 (live)', `${base}/matches?match_status=1&limit=50`],
  ['GET /matches (page of 20), cache off', `${baseUncached}/matches`],
];
for (const [label, url] of scenarios) {
  const shots: Shot[] = [];
  for (let i = 0; i < RUNS; i++) shots.push(await cannon(url));
  const bad = shots.reduce((s, x) => s + x.non2xx + x.errors, 0);
  console.log(
    `${label}: ${Math.round(median(shots.map((s) => s.rps)))} req/s, p99 ${median(shots.map((s) => s.p99))} ms ` +
      `(runs ${shots.map((s) => Math.round(s.rps)).join(' / ')} req/s${bad ? `, ${bad} errors` : ''})`,
  );
}

await cached.app.close();
await uncached.app.close();
await feed.stop();
await broker.close();
await db.close();
