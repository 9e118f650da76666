// The feed watchdog (issue 25, target: every live market suspended within 2 s of the silence
// being noticed): the time from a watchdog's look at a silent heartbeat to every live market
// suspended, written and published (its claim, the bet stops of every match in play in one
// catalog batch, the publications), side by side with its floor, one ordinary engine tick of the
// same book (a batch of changed prices). LIVE matches in play, the default book's 24.
//
//   npx tsx bench/watchdog.bench.ts   (RUNS=7 LIVE=24; DATABASE_URL adds Postgres)
import { migrate, openDb, type Db } from '../apps/server/src/db';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import { createFeed, defaultFeedSettings } from '../apps/server/src/feed';
import { createBroker, createPublisher } from '../apps/server/src/realtime';
import { createCatalog, seedCatalog } from '../apps/server/src/sportsbook/catalog';
import { median } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 7);
const LIVE = Number(process.env.LIVE ?? 24);

async function measure(db: Db): Promise<{ watch: number; tick: number; markets: number }> {
  await seedCatalog(db.orm);
  const broker = createBroker(undefined);
  const catalog = createCatalog({ db, publisher: createPublisher(broker) });
  let now = Date.UTC(2026, 5, 1, 12);
  const settings = { ...defaultFeedSettings, liveTarget: LIVE, notCoveredShare: 0 };
  const feed = createFeed({ db, sink: catalog.apply, settings, clock: () => now });
  /** Another process: it only watches. */
  const other = createFeed({ db, sink: catalog.apply, settings, clock: () => now });
  await feed.lead();
  for (let i = 0; i < 20; i++) {
    now += 1000;
    await feed.tick();
  }
  const watches: number[] = [];
  const ticks: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    now += 1000;
    let t0 = performance.now();
    await feed.tick();
    ticks.push(performance.now() - t0);
    now += settings.watchdogSilenceMs + 500;
    t0 = performance.now();
    if (!(await other.watch())) throw new Error('the watchdog did not find the silence');
    watches.push(performance.now() - t0);
    // The leader ticks again: it learns of the silence, then re-states every market.
    for (let i = 0; i < 2; i++) {
      now += 1000;
      await feed.tick();
    }
  }
  const [row] = await db.query<{ n: string }>(
    `select count(*) as n from markets mk join matches m on m.id = mk.match_id where m.status = 1`,
  );
  return { watch: median(watches), tick: median(ticks), markets: Number(row!.n) };
}

const backends: [string, () => Promise<{ db: Db; close: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const db = await openDb({});
      await migrate(db);
      return { db, close: () => db.close() };
    },
  ],
];
if (process.env.DATABASE_URL)
  backends.push([
    'Postgres',
    async () => {
      const { db, drop } = await throwawayPostgres(process.env.DATABASE_URL!, 'sb_watchdog');
      return { db, close: drop };
    },
  ]);
for (const [name, open] of backends) {
  const { db, close } = await open();
  try {
    const m = await measure(db);
    console.log(
      `${name}: ${LIVE} live matches (${m.markets} markets): every live market suspended and published ` +
        `${m.watch.toFixed(1)} ms after the look (target 2,000 ms); an ordinary tick ${m.tick.toFixed(1)} ms ` +
        `(${(m.watch / m.tick).toFixed(2)}x); median of ${RUNS}`,
    );
  } finally {
    await close();
  }
}
