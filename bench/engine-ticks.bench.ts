// The engine's CPU per tick on a fake clock (issue 18): the same deterministic work every run
// (300 one-second ticks, 50 live matches re-priced every tick, the catalog's writes and
// publications, PGlite in this process), so two builds compare on CPU time rather than on a
// wall-clock window that the machine's other load bends.
//
//   npx tsx bench/engine-ticks.bench.ts    (TICKS=300 RUNS=3 LIVE=50)
import { migrate, openDb } from '../apps/server/src/db';
import { createFeed, defaultFeedSettings } from '../apps/server/src/feed';
import { createBroker, createPublisher } from '../apps/server/src/realtime';
import { createCatalog, seedCatalog } from '../apps/server/src/sportsbook/catalog';
import { median } from './lib/stats';

const TICKS = Number(process.env.TICKS ?? 300);
const RUNS = Number(process.env.RUNS ?? 3);
const LIVE = Number(process.env.LIVE ?? 50);

async function run(): Promise<{ cpu: number; wall: number; publications: number }> {
  const db = await openDb({});
  await migrate(db);
  await seedCatalog(db.orm);
  const broker = createBroker(undefined);
  let publications = 0;
  broker.on('publication', () => void publications++);
  const catalog = createCatalog({ db, publisher: createPublisher(broker) });
  let now = Date.UTC(2026, 5, 1, 12);
  const feed = createFeed({
    db,
    sink: catalog.apply,
    settings: { ...defaultFeedSettings, liveTarget: LIVE, repriceMs: 0, notCoveredShare: 0 },
    clock: () => now,
  });
  await feed.lead();
  // The applier learns every live match once.
  for (let i = 0; i < 20; i++) {
    now += 1000;
    await feed.tick();
  }
  publications = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (let i = 0; i < TICKS; i++) {
    now += 1000;
    await feed.tick();
  }
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  await feed.stop();
  await broker.close();
  await db.close();
  return { cpu: (cpu.user + cpu.system) / 1000 / TICKS, wall: wall / TICKS, publications };
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await run());
console.log(
  `engine ticks [pglite] ${LIVE} live matches, ${TICKS} ticks on a fake clock: CPU ${median(runs.map((r) => r.cpu)).toFixed(1)} ms per tick ` +
    `(runs ${runs.map((r) => r.cpu.toFixed(1)).join(' / ')}), wall ${median(runs.map((r) => r.wall)).toFixed(1)} ms, ` +
    `${Math.round(runs[0]!.publications / TICKS)} publications per tick`,
);
