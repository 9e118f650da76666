// The fan-out of one operator broadcast to 10,000 players (issue 27): the time until every
// notification row is written and every push (the notification and the player's unread count,
// two publications each) has gone through the broker. Side by side, its floor on the same
// database: the 10,000 rows written by one INSERT ... SELECT with no push. PGlite with the
// in-process broker; with DATABASE_URL, Postgres, and with REDIS_URL the Redis broker.
//
//   npx tsx bench/broadcast.bench.ts   (RUNS=3 PLAYERS=10000; DATABASE_URL, REDIS_URL)
import os from 'node:os';
import { migrate, openDb, type Db } from '../apps/server/src/db';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import { createBroker, createPublisher, type Broker } from '../apps/server/src/realtime';
import { Notifications } from '../apps/server/src/sportsbook/notifications';
import { median } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 3);
const PLAYERS = Number(process.env.PLAYERS ?? 10_000);
const LANGUAGES = ['en', 'de', 'es', 'pt-BR', 'ru', 'ar', 'pl', 'fr'];

async function players(db: Db): Promise<{ playerId: number; locale: string }[]> {
  await db.query(
    `insert into players (email, encrypted_password, currency, language)
     select 'fan-' || g || '@example.com', 'x', 'EUR', (array['${LANGUAGES.join("','")}'])[1 + g % ${LANGUAGES.length}]
     from generate_series(1, ${PLAYERS}) g`,
  );
  const rows = await db.query<{ id: number; language: string }>(
    'select id, language from players order by id',
  );
  return rows.map((r) => ({ playerId: Number(r.id), locale: r.language }));
}

async function measure(label: string, db: Db, broker: Broker) {
  const recipients = await players(db);
  let pushes = 0;
  const base = createPublisher(broker);
  const notifications = new Notifications({
    db,
    publisher: {
      publish: async (channel, publication) => {
        pushes++;
        return base.publish(channel, publication);
      },
    },
  });
  const full: number[] = [];
  const floor: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    pushes = 0;
    let started = performance.now();
    const out = await notifications.broadcast(
      {
        id: `bench-${r}`,
        titles: { en: 'Weekend boost', de: 'Wochenend-Boost', fr: 'Cotes boostées' },
        bodies: { en: 'Odds boosted all weekend.', de: 'Erhöhte Quoten.', fr: 'Tout le week-end.' },
      },
      recipients,
    );
    full.push(performance.now() - started);
    if (out.written !== PLAYERS || pushes !== 2 * PLAYERS)
      throw new Error(`wrote ${out.written}, pushed ${pushes}`);
    started = performance.now();
    await db.query(
      `insert into notifications (player_id, type, source, title, body)
       select id, 'broadcast', 'floor-${r}', 'Weekend boost', 'Odds boosted all weekend.' from players`,
    );
    floor.push(performance.now() - started);
    console.log(
      `  ${label} run ${r + 1}: broadcast ${full.at(-1)!.toFixed(0)} ms, rows alone ${floor.at(-1)!.toFixed(0)} ms`,
    );
  }
  return { label, full: median(full), floor: median(floor) };
}

const results: { label: string; full: number; floor: number }[] = [];
{
  const db = await openDb({});
  await migrate(db);
  const broker = createBroker(undefined);
  results.push(await measure('PGlite, in-process broker', db, broker));
  await broker.close();
  await db.close();
}
if (process.env.DATABASE_URL) {
  const pg = await throwawayPostgres(process.env.DATABASE_URL, 'bench_broadcast');
  const broker = createBroker(process.env.REDIS_URL);
  try {
    results.push(
      await measure(
        `Postgres, ${process.env.REDIS_URL ? 'Redis' : 'in-process'} broker`,
        pg.db,
        broker,
      ),
    );
  } finally {
    await broker.close();
    await pg.drop();
  }
}
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
);
console.log(`RUNS=${RUNS} players=${PLAYERS}: medians`);
for (const r of results)
  console.log(
    `${r.label}: broadcast ${(r.full / 1000).toFixed(2)} s (rows and ${2 * PLAYERS} pushes), the rows alone ${(r.floor / 1000).toFixed(2)} s`,
  );
