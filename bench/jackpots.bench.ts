// Placements per second with a jackpot on against off (issue 21, target >= 85 %), in the same
// run: 50 concurrent players place singles through the HTTP route; with the jackpot on every
// bet qualifies and feeds its three levels (one by chance, two must-drop), so each group of
// placements notes what it feeds, then locks the levels, draws, and posts the contributions
// (and any hit) to the ledger. Off, the same levels are paused. The two alternate, run after
// run, on one database.
//
//   npx tsx bench/jackpots.bench.ts   (RUNS=5 PLACEMENTS=1000; DATABASE_URL adds Postgres;
//                                      ONLY=pglite|postgres)
import os from 'node:os';
import { migrate, openDb, type Db } from '../apps/server/src/db';
import { signedInPlayer, type TestBrowser } from '../apps/server/src/platform/testing';
import { betsTestApp } from '../apps/server/src/sportsbook/bets/test-app';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import { load } from './lib/load';
import { singleBet } from './lib/single-bet';
import { median } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const PLACEMENTS = Number(process.env.PLACEMENTS ?? 1000);
const PLAYERS = 50;
const MATCHES = 40;
const LEVELS = ['mini', 'major', 'mega'];

type Result = { label: string; off: number; on: number; ratio: number };

async function measure(label: string, db: Db): Promise<Result> {
  const t = await betsTestApp(
    db,
    {},
    { signInPerAddress: { limit: 1e9, windowMs: 60_000 } },
    { checkProtocol: false },
  );
  for (let m = 1; m <= MATCHES; m++) t.catalog.addMatch(m);
  const { jackpots } = t.ctx;
  const created = await jackpots.create({
    id: 'bench',
    name: 'Bench',
    currency: 'EUR',
    min_stake: 0,
    min_odds: 0,
    sports: [],
    bet_types: [],
    eur_rate_ppm: 1_000_000,
    levels: [
      {
        code: 'mini',
        name: 'Mini',
        state: 'active',
        seed: 5_000,
        share_ppm: 5_000,
        mode: 'chance',
        chance_ppm: 2_000,
        must_drop_by: null,
      },
      {
        code: 'major',
        name: 'Major',
        state: 'active',
        seed: 50_000,
        share_ppm: 3_000,
        mode: 'must_drop',
        chance_ppm: 0,
        must_drop_by: 100_000,
      },
      {
        code: 'mega',
        name: 'Mega',
        state: 'active',
        seed: 500_000,
        share_ppm: 2_000,
        mode: 'must_drop',
        chance_ppm: 0,
        must_drop_by: 1_000_000,
      },
    ],
  });
  if (!created.ok) throw new Error(created.message);
  // Four sets of players taking turns, so none passes the placement quota (300 a minute).
  const browsers: TestBrowser[] = [];
  for (let i = 0; i < PLAYERS * 4; i++)
    browsers.push(
      (await signedInPlayer(t.app, t.ctx, { funds: [{ currency: 'EUR', amount: 1e12 }] })).browser,
    );
  let runs = 0;
  const run = async (on: boolean) => {
    const set = PLAYERS * (runs++ % 4);
    for (const code of LEVELS)
      await jackpots.setLevelState('bench', code, on ? 'active' : 'paused');
    return (
      await load(PLACEMENTS, PLAYERS, async (i, worker) => {
        const res = await browsers[set + worker]!.post(
          '/api/sportsbook/v3/bets',
          singleBet(t, i, MATCHES),
        );
        if (res.statusCode !== 200) throw new Error(`placement ${res.statusCode}: ${res.body}`);
        if (
          on &&
          res.json<{ data: { used_in_jackpot: boolean }[] }>().data[0]?.used_in_jackpot !== true
        )
          throw new Error('a bet with the jackpot on did not feed it');
      })
    ).perSec;
  };
  for (let w = 0; w < 2; w++) for (const on of [false, true]) await run(on);
  const off: number[] = [];
  const onRuns: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    // Alternating which goes first, so a machine speeding up or slowing down favours neither.
    const first = r % 2 === 0;
    const a = await run(!first);
    const b = await run(first);
    off.push(first ? a : b);
    onRuns.push(first ? b : a);
    ratios.push(onRuns.at(-1)! / off.at(-1)!);
    console.log(
      `  ${label} run ${r + 1}: off ${off.at(-1)!.toFixed(0)}/s, on ${onRuns.at(-1)!.toFixed(0)}/s`,
    );
  }
  const hits = await jackpots.hits({ jackpotId: 'bench', limit: 100 });
  console.log(`  ${label}: ${hits.length} hits paid during the runs`);
  await t.app.close();
  return { label, off: median(off), on: median(onRuns), ratio: median(ratios) };
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
  const pgDb = await throwawayPostgres(process.env.DATABASE_URL, 'bench_jackpots');
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
    `${r.label}: jackpot off ${r.off.toFixed(0)}/s, on ${r.on.toFixed(0)}/s = ${((100 * r.on) / r.off).toFixed(0)} % (median of the runs' ratios ${(100 * r.ratio).toFixed(0)} %)`,
  );
