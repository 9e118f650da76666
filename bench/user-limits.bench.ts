// Placements per second with three active responsible-gambling limits against none (issue 20,
// target >= 85 %), in the same run: 50 concurrent players place singles through the HTTP route
// (session, CSRF, zod, the domain's checks, the ledger debit, the bet rows), the players of one
// group with no limit, those of the other each with a maximum stake, a daily wager limit and a
// daily loss limit (set high enough never to refuse), so every group of placements locks its
// players' limit rows and reads what the day has wagered and lost from the ledger. The groups take turns, run after
// run, on one database, so both meet the same machine and the same table sizes.
//
//   npx tsx bench/user-limits.bench.ts   (RUNS=5 PLACEMENTS=1500; DATABASE_URL adds Postgres;
//                                         ONLY=pglite|postgres)
import os from 'node:os';
import { migrate, openDb, type Db } from '../apps/server/src/db';
import { signedInPlayer, type TestBrowser } from '../apps/server/src/platform/testing';
import { betsTestApp, type BetsTestApp } from '../apps/server/src/sportsbook/bets/test-app';
import { load } from './lib/load';
import { singleBet } from './lib/single-bet';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import { median } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const PLACEMENTS = Number(process.env.PLACEMENTS ?? 1500);
const PLAYERS = 50;
const MATCHES = 40;

type Result = { label: string; none: number; three: number; ratio: number };

async function group(t: BetsTestApp, limited: boolean): Promise<TestBrowser[]> {
  const browsers: TestBrowser[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { browser } = await signedInPlayer(t.app, t.ctx, {
      funds: [{ currency: 'EUR', amount: 1e12 }],
    });
    if (limited)
      for (const limit of [
        { type: 'bet', currency: 'EUR', amount: 1e9 },
        { type: 'wager', period: 'day', currency: 'EUR', amount: 1e11 },
        { type: 'loss', period: 'day', currency: 'EUR', amount: 1e11 },
      ]) {
        const res = await browser.put('/api/platform/player/limits', limit);
        if (res.statusCode !== 200) throw new Error(`limit ${res.statusCode}: ${res.body}`);
      }
    browsers.push(browser);
  }
  return browsers;
}

async function measure(label: string, db: Db): Promise<Result> {
  const t = await betsTestApp(
    db,
    {},
    { signInPerAddress: { limit: 1e9, windowMs: 60_000 } },
    { checkProtocol: false },
  );
  for (let m = 1; m <= MATCHES; m++) t.catalog.addMatch(m);
  const plain = await group(t, false);
  const limited = await group(t, true);
  const run = (browsers: TestBrowser[]) =>
    load(PLACEMENTS, PLAYERS, async (i, worker) => {
      const res = await browsers[worker]!.post('/api/sportsbook/v3/bets', singleBet(t, i, MATCHES));
      if (res.statusCode !== 200) throw new Error(`placement ${res.statusCode}: ${res.body}`);
    });
  // Warm-up, both paths twice (PGlite's WASM keeps speeding up over the first thousands).
  for (let w = 0; w < 2; w++) for (const browsers of [plain, limited]) await run(browsers);
  const none: number[] = [];
  const three: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    // The groups alternate which goes first, so a machine speeding up or slowing down over a
    // run favours neither.
    const first = r % 2 === 0 ? plain : limited;
    const a = (await run(first)).perSec;
    const b = (await run(first === plain ? limited : plain)).perSec;
    none.push(first === plain ? a : b);
    three.push(first === plain ? b : a);
    ratios.push(three.at(-1)! / none.at(-1)!);
    console.log(
      `  ${label} run ${r + 1}: none ${none.at(-1)!.toFixed(0)}/s, three limits ${three.at(-1)!.toFixed(0)}/s`,
    );
  }
  await t.app.close();
  return { label, none: median(none), three: median(three), ratio: median(ratios) };
}

const only = process.env.ONLY;
const results: Result[] = [];
if (!only || only === 'pglite') {
  const db = await openDb({});
  await migrate(db);
  results.push(await measure('PGlite', db));
  await db.close();
}
if (process.env.DATABASE_URL && (!only || only === 'postgres')) {
  const pgDb = await throwawayPostgres(process.env.DATABASE_URL, 'bench_limits');
  try {
    results.push(await measure('Postgres', pgDb.db));
  } finally {
    await pgDb.drop();
  }
}
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
);
console.log(`RUNS=${RUNS} PLACEMENTS=${PLACEMENTS} players=${PLAYERS}: medians`);
for (const r of results)
  console.log(
    `${r.label}: no limit ${r.none.toFixed(0)}/s, three limits ${r.three.toFixed(0)}/s = ${((100 * r.three) / r.none).toFixed(0)} % (median of the runs' ratios ${(100 * r.ratio).toFixed(0)} %)`,
  );
