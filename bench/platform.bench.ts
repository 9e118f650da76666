// The platform's costly paths (issue 6): sign-in latency, which is the password hash by design,
// and ledger transfers per second on PGlite and Postgres (each transfer is one posting that
// debits a bounded player account and credits the unbounded house account).
//
//   npx tsx bench/platform.bench.ts        (DATABASE_URL adds the Postgres figures; RUNS=3)
//
// Beside the ledger, the floor on the same database: a bare SQL transaction of the same shape
// (conditional debit of one row + one posting insert), without the ledger's account lookups,
// reference check and ORM.
import { randomBytes } from 'node:crypto';
import { SIGN_IN_BACKOFF } from '@sb/domain';
import { loadConfig } from '../apps/server/src/config';
import { migrate, openDb, type Db } from '../apps/server/src/db';
import {
  createPlatform,
  hashPassword,
  OWASP_SCRYPT,
  SYSTEM_ACCOUNTS,
  verifyPassword,
  type Platform,
} from '../apps/server/src/platform';
import { TestBrowser } from '../apps/server/src/platform/testing';
import { createPublisher, memoryBroker } from '../apps/server/src/realtime';
import { testApp } from '../apps/server/src/test/harness';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import { fmt, median, percentile, timeRuns } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 3);
const TRANSFERS = Number(process.env.TRANSFERS ?? 2000);
const CONCURRENCY = 16;

/** Production's password cost; sign-in limits out of the way. */
const PLATFORM_OPTIONS = {
  passwordCost: OWASP_SCRYPT,
  signInPerAddress: { limit: 1e9, windowMs: 60_000 },
  // The unknown-e-mail runs are failures from one address: no back-off for the figures.
  signInBackoff: { ...SIGN_IN_BACKOFF, freeFailures: 1e9 },
};

function platformFor(db: Db): Platform {
  const config = loadConfig({ NODE_ENV: 'test' });
  return createPlatform({
    config,
    db,
    publisher: createPublisher(memoryBroker()),
    options: PLATFORM_OPTIONS,
  });
}

/** Runs `count` tasks with at most `width` in flight; answers tasks per second. */
async function throughput(
  count: number,
  width: number,
  task: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

async function hashFigures(): Promise<void> {
  const stored = await hashPassword('demo1234', OWASP_SCRYPT);
  const hash = await timeRuns(() => hashPassword('demo1234', OWASP_SCRYPT), 5, 1);
  const verify = await timeRuns(() => verifyPassword('demo1234', stored, OWASP_SCRYPT), 5, 1);
  console.log(
    `scrypt N=2^${OWASP_SCRYPT.logN} r=${OWASP_SCRYPT.r} p=${OWASP_SCRYPT.p}: hash ${fmt(median(hash))}, verify ${fmt(median(verify))} (median of 5)`,
  );
}

async function signInFigures(db: Db, label: string): Promise<void> {
  const { app } = await testApp(db, memoryBroker(), {
    checkProtocol: false,
    platform: { options: PLATFORM_OPTIONS },
  });
  const email = `bench${randomBytes(3).toString('hex')}@example.com`;
  await db.query(
    `insert into players (email, encrypted_password, currency, confirmed_at) values ($1, $2, 'EUR', now())`,
    [email, await hashPassword('bench password 1', OWASP_SCRYPT)],
  );
  const browser = new TestBrowser(app);
  const times = await timeRuns(
    async () => {
      const res = await browser.post('/api/platform/users/sign_in', {
        email,
        password: 'bench password 1',
      });
      if (res.statusCode !== 200) throw new Error(`sign-in ${res.statusCode}: ${res.body}`);
    },
    7,
    1,
  );
  const wrong = await timeRuns(
    async () => {
      await browser.post('/api/platform/users/sign_in', {
        email: `nobody-${email}`,
        password: 'bench password 1',
      });
    },
    5,
    1,
  );
  console.log(
    `[${label}] POST /users/sign_in: median ${fmt(median(times))}, p90 ${fmt(percentile(times, 90))} (7 runs); unknown e-mail ${fmt(median(wrong))} (same work, no enumeration by timing)`,
  );
  await app.close();
}

async function ledgerFigures(db: Db, label: string): Promise<void> {
  const platform = platformFor(db);
  const wallet = platform.wallet;
  const base = 900_000 + Math.floor(Math.random() * 10_000) * 100;
  const players = Array.from({ length: 50 }, (_, i) => String(base + i));
  const hot = String(base + 99);
  for (const p of [...players, hot])
    await wallet.creditPlayer({
      playerId: p,
      currency: 'EUR',
      amount: 1e12,
      reason: 'seed',
      from: SYSTEM_ACCOUNTS.bank,
    });

  const spread: number[] = [];
  const single: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    spread.push(
      await throughput(TRANSFERS, CONCURRENCY, async (i) => {
        const res = await wallet.debitPlayer({
          playerId: players[i % players.length]!,
          currency: 'EUR',
          amount: 100,
          reason: 'bet_stake',
        });
        if (!res.ok) throw new Error(res.message);
      }),
    );
    single.push(
      await throughput(TRANSFERS / 2, CONCURRENCY, async () => {
        const res = await wallet.debitPlayer({
          playerId: hot,
          currency: 'EUR',
          amount: 100,
          reason: 'bet_stake',
        });
        if (!res.ok) throw new Error(res.message);
      }),
    );
  }
  console.log(
    `[${label}] ledger transfers (1 posting each, ${CONCURRENCY} in flight): ${median(spread).toFixed(0)}/s over 50 players, ${median(single).toFixed(0)}/s on one player (median of ${RUNS})`,
  );

  if (db.kind !== 'postgres') return;
  // The floor: the same two writes as bare SQL on one pooled connection per task.
  const [{ id: houseId } = { id: 0 }] = await db.query<{ id: number }>(
    `select id from ledger_accounts where address = 'house:bets:EUR'`,
  );
  const ids = await db.query<{ id: number }>(
    `select id from ledger_accounts where player_id = any($1::bigint[]) order by id`,
    [players.map(Number)],
  );
  const [{ id: hotId } = { id: 0 }] = await db.query<{ id: number }>(
    `select id from ledger_accounts where player_id = $1`,
    [Number(hot)],
  );
  const [{ id: txId } = { id: 0 }] = await db.query<{ id: number }>(
    `insert into ledger_transactions (reason) values ('floor') returning id`,
  );
  const bare = async (accountId: number) =>
    db.query(
      `with debit as (update ledger_accounts set balance = balance - 100 where id = $1 and balance >= 100 returning id)
       insert into ledger_postings (transaction_id, source_id, destination_id, amount, currency)
       select $2, id, $3, 100, 'EUR' from debit`,
      [accountId, txId, houseId],
    );
  const floorSpread: number[] = [];
  const floorHot: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    floorSpread.push(
      await throughput(TRANSFERS, CONCURRENCY, (i) => bare(ids[i % ids.length]!.id)),
    );
    floorHot.push(await throughput(TRANSFERS / 2, CONCURRENCY, () => bare(hotId)));
  }
  console.log(
    `[${label}] floor, bare SQL debit+posting (autocommit): ${median(floorSpread).toFixed(0)}/s over 50 players, ${median(floorHot).toFixed(0)}/s on one player; ledger/floor ${(median(spread) / median(floorSpread)).toFixed(2)} and ${(median(single) / median(floorHot)).toFixed(2)}`,
  );
}

async function main(): Promise<void> {
  console.log(`platform bench: ${new Date().toISOString()}, node ${process.version}`);
  await hashFigures();

  const lite = await openDb({});
  await migrate(lite);
  await signInFigures(lite, 'pglite');
  await ledgerFigures(lite, 'pglite');
  await lite.close();

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('[postgres] skipped: set DATABASE_URL');
    return;
  }
  const pgDb = await throwawayPostgres(url, 'bench_platform');
  try {
    await signInFigures(pgDb.db, 'postgres');
    await ledgerFigures(pgDb.db, 'postgres');
  } finally {
    await pgDb.drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
