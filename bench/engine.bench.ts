// The live-odds engine's CPU share (issue 4): 50 live matches, each re-priced, published and
// written every second (FEED_REPRICE_MS=0; the scoreboard on events and every 20 s, clients run
// the clock between), with the rest of the book
// (a week of prematch fixtures drifting, outrights) in the background. Embedded PGlite runs in
// this process, so its share of the work is counted; on Postgres (DATABASE_URL) the database's
// own CPU is not.
//
//   npx tsx bench/engine.bench.ts          (WINDOW_S=20 RUNS=3 LIVE=50)
//
// Target: under 10 % of one core.
import { migrate, openDb, type Db } from '../apps/server/src/db';
import { createFeed, defaultFeedSettings } from '../apps/server/src/feed';
import { createBroker, createPublisher } from '../apps/server/src/realtime';
import { createCatalog, seedCatalog } from '../apps/server/src/sportsbook/catalog';
import { median, percentile } from './lib/stats';

const WINDOW_S = Number(process.env.WINDOW_S ?? 20);
const RUNS = Number(process.env.RUNS ?? 3);
const LIVE = Number(process.env.LIVE ?? 50);

async function measure(db: Db, label: string): Promise<void> {
  await migrate(db);
  await seedCatalog(db.orm);
  const broker = createBroker(undefined);
  const publisher = createPublisher(broker);
  let publications = 0;
  broker.on('publication', () => void publications++);
  const catalog = createCatalog({ db, publisher });
  const feed = createFeed({
    db,
    sink: catalog.apply,
    settings: {
      ...defaultFeedSettings,
      liveTarget: LIVE,
      repriceMs: 0,
      // Keep the number of matches in play steady during the windows.
      notCoveredShare: 0,
    },
  });
  const bootStart = performance.now();
  await feed.start();
  const bootMs = performance.now() - bootStart;
  // Let the first ticks settle (the applier learns every live match once).
  await new Promise((r) => setTimeout(r, 5000));

  const shares: number[] = [];
  const ticks: number[] = [];
  const lives: number[] = [];
  let pubs = 0;
  for (let run = 0; run < RUNS; run++) {
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    const p0 = publications;
    const sampler = setInterval(() => {
      ticks.push(feed.stats().lastTickMs);
      lives.push(feed.stats().live);
    }, 1000);
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpu0);
    const wall = performance.now() - wall0;
    shares.push((cpu.user + cpu.system) / 1000 / wall);
    pubs += publications - p0;
  }
  await feed.stop();
  await broker.close();
  console.log(
    `engine [${label}] ${LIVE} live matches updating every second: CPU ${(median(shares) * 100).toFixed(1)} % of one core ` +
      `(runs ${shares.map((s) => (s * 100).toFixed(1)).join(' / ')} %), tick p50 ${percentile(ticks, 50).toFixed(1)} ms ` +
      `p99 ${percentile(ticks, 99).toFixed(1)} ms, live ${Math.min(...lives)}-${Math.max(...lives)}, ` +
      `${Math.round(pubs / (RUNS * WINDOW_S))} publications/s; bootstrap ${(bootMs / 1000).toFixed(1)} s`,
  );
}

const pglite = await openDb({});
await measure(pglite, 'pglite');
await pglite.close();

if (process.env.DATABASE_URL) {
  const pg = await import('pg');
  const { randomBytes } = await import('node:crypto');
  const name = `bench_engine_${randomBytes(4).toString('hex')}`;
  const admin = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString() });
  try {
    await measure(db, 'postgres');
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
