// The bets module's costly paths (issue 7), on PGlite and (with DATABASE_URL) Postgres:
//   1. placements per second with 50 concurrent players, through the HTTP route (session,
//      CSRF, zod, the domain's checks, the ledger debit and the bet rows in one transaction),
//      with p50/p99 latency;
//   2. the time to settle 10,000 bets when one match finishes;
//   3. in the same run, the floor: a bare SQL transaction that debits an account and inserts a
//      posting, over many accounts and on one hot account (pgbench for Postgres when installed,
//      and the same transaction from Node over the app's driver), and the ratio to it.
//
//   npx tsx bench/bets.bench.ts     (RUNS=3 PLACEMENTS=2000 SETTLE=10000; DATABASE_URL adds Postgres;
//                                    ONLY=pglite|postgres)
//
// The placement figure is taken twice: with selections from an in-memory catalog behind the bets
// module's port (the bets path itself), and on the real catalog seeded by the feed engine (the
// product path, the catalog's reads of the match included).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PlaceBetsRequestWire } from '@sb/contract';
import type { Match } from '@sb/contract';
import { migrate, openDb, type Db } from '../apps/server/src/db';
import { testFeedSettings } from '../apps/server/src/feed/testing';
import { SYSTEM_ACCOUNTS } from '../apps/server/src/platform';
import { signedInPlayer } from '../apps/server/src/platform/testing';
import { memoryBroker } from '../apps/server/src/realtime';
import { seedCatalog } from '../apps/server/src/sportsbook/catalog';
import { testApp } from '../apps/server/src/test/harness';
import { betsTestApp, type BetsTestApp } from '../apps/server/src/sportsbook/bets/test-app';
import { load } from './lib/load';
import { singleBet } from './lib/single-bet';
import { throwawayPostgres } from '../apps/server/src/db/throwaway';
import { median, percentile } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 3);
const PLACEMENTS = Number(process.env.PLACEMENTS ?? 2000);
const SETTLE = Number(process.env.SETTLE ?? 10_000);
const PLAYERS = 50;
/** Sign-in limits out of the way: the bench signs in 100 players from one address. */
const PLATFORM_OPTIONS = {
  signInPerAddress: { limit: 1e9, windowMs: 60_000 },
};
const MATCHES = 40;

interface Figures {
  label: string;
  placementsPerSec: number;
  catalogPlacementsPerSec: number;
  p50: number;
  p99: number;
  settleMs: number;
  floorSpread: number;
  floorHot: number;
  pgbenchSpread?: number;
  pgbenchHot?: number;
}

async function placements(
  t: Pick<BetsTestApp, 'app' | 'ctx'>,
  bodyOf: (i: number) => PlaceBetsRequestWire,
): Promise<{ perSec: number; p50: number; p99: number }> {
  const players: Awaited<ReturnType<typeof signedInPlayer>>[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    players.push(
      await signedInPlayer(t.app, t.ctx, { funds: [{ currency: 'EUR', amount: 1e12 }] }),
    );
  }
  const place = async (i: number, worker: number) => {
    const res = await players[worker]!.browser.post('/api/sportsbook/v3/bets', bodyOf(i));
    if (res.statusCode !== 200) throw new Error(`placement ${res.statusCode}: ${res.body}`);
  };
  await load(200, PLAYERS, place); // warm-up
  const rates: number[] = [];
  const all: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const run = await load(PLACEMENTS, PLAYERS, place);
    rates.push(run.perSec);
    all.push(...run.latencies);
  }
  return { perSec: median(rates), p50: percentile(all, 50), p99: percentile(all, 99) };
}

/** SETTLE singles on one match from 500 players, then the match finishes: ms to settle them all. */
async function settlement(t: BetsTestApp, run: number): Promise<number> {
  const matchId = 10_000 + run;
  t.catalog.addMatch(matchId);
  const ids = Array.from({ length: 500 }, (_, i) => String(5_000_000 + run * 1000 + i));
  for (const id of ids) {
    const r = await t.ctx.platform.wallet.creditPlayer({
      playerId: id,
      currency: 'EUR',
      amount: 1e9,
      reason: 'seed',
      from: SYSTEM_ACCOUNTS.bank,
    });
    if (!r.ok) throw new Error(r.message);
  }
  await load(SETTLE, 16, async (i) => {
    const outcome = String(1 + (i % 3));
    const odds = t.catalog.outcome({ matchId, marketId: 1, specifier: '', outcomeId: outcome })
      .outcome.odds;
    const answer = await t.bets.place(
      { id: ids[i % ids.length]!, locale: 'en', pve: false },
      {
        meta: { device_id: 'bench', quick: false, type: 'single' },
        bets: [
          {
            bonus: null,
            stake: { value: 100 + (i % 7), currency: 'EUR' },
            selections: [
              { match_id: matchId, market_id: 1, specifier: '', outcome_id: outcome, odds },
            ],
          },
        ],
      },
    );
    if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  });
  const market = t.catalog.matches.get(matchId)!.markets[0]!;
  market.status = -3;
  for (const o of market.outcomes) o.result = o.id === '1' ? 'win_entire' : 'lose_entire';
  const t0 = performance.now();
  const report = await t.bets.settleMatch(matchId);
  const ms = performance.now() - t0;
  if (!report || report.changed !== SETTLE)
    throw new Error(`settled ${report?.changed} of ${SETTLE}`);
  return ms;
}

/** The floor from Node: one transaction = conditional debit of a row + one posting insert. */
async function floor(db: Db): Promise<{ spread: number; hot: number }> {
  await db.exec(`
    drop table if exists floor_postings; drop table if exists floor_accounts;
    create table floor_accounts (id int primary key, balance bigint not null);
    create table floor_postings (id bigint generated always as identity primary key, account_id int not null, amount bigint not null, created_at timestamptz not null default now());
    insert into floor_accounts select g, 1000000000000 from generate_series(1, 1000) g;`);
  const tx = (account: number) =>
    db.orm.transaction(async (t) => {
      await t.execute(
        sql`update floor_accounts set balance = balance - 1 where id = ${account} and balance >= 1`,
      );
      await t.execute(sql`insert into floor_postings (account_id, amount) values (${account}, 1)`);
    });
  const spread: number[] = [];
  const hot: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    spread.push((await load(PLACEMENTS, PLAYERS, (i) => tx(1 + (i % 1000)))).perSec);
    hot.push((await load(PLACEMENTS, PLAYERS, () => tx(1))).perSec);
  }
  return { spread: median(spread), hot: median(hot) };
}

/** pgbench with the same transaction, 50 clients, 10 s each: many accounts, then one. */
function pgbench(url: string): { spread: number; hot: number } | null {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bets-floor-'));
  const script = (account: string) => {
    const file = path.join(dir, `${account.replace(/\W/g, '')}.sql`);
    fs.writeFileSync(
      file,
      `\\set aid ${account}
begin;
update floor_accounts set balance = balance - 1 where id = :aid and balance >= 1;
insert into floor_postings (account_id, amount) values (:aid, 1);
commit;
`,
    );
    return file;
  };
  const tps = (file: string) => {
    const out = execFileSync(
      'pgbench',
      ['-n', '-c', String(PLAYERS), '-j', '2', '-T', '10', '-f', file, url],
      {
        encoding: 'utf8',
      },
    );
    return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  };
  const result = { spread: tps(script('random(1, 1000)')), hot: tps(script('1')) };
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

/** Placements on the real catalog: matches and prices seeded by the feed engine. */
async function catalogPlacements(db: Db): Promise<{ perSec: number; p50: number; p99: number }> {
  await seedCatalog(db.orm);
  const broker = memoryBroker();
  // The response cache as in production (1 s), which the harness turns off by default.
  const t = await testApp(db, broker, {
    // What production runs: no protocol check per publication.
    checkProtocol: false,
    catalog: { cacheTtlMs: 1000 },
    feed: {
      settings: { ...testFeedSettings, liveTarget: 0, horizonDays: 2 },
      clock: () => Date.UTC(2026, 5, 1, 12),
    },
    platform: { options: PLATFORM_OPTIONS },
  });
  if (!(await t.ctx.feed.lead())) throw new Error('the feed did not lead');
  const list = await t.app.inject({
    url: '/api/sportsbook/v2/matches?match_status=0&type=match&limit=40',
  });
  const picks = (list.json().data as Match[])
    .filter((m) => m.main_market)
    .map((m) => ({ match: m, market: m.main_market! }));
  if (picks.length === 0) throw new Error('no prematch match to bet on');
  const placed = await placements(t, (i) => {
    const { match, market } = picks[i % picks.length]!;
    const outcome = market.outcomes[i % market.outcomes.length]!;
    return {
      meta: { device_id: 'bench', quick: false, type: 'single' },
      bets: [
        {
          bonus: null,
          stake: { value: 100, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: outcome.id,
              odds: outcome.odds,
            },
          ],
        },
      ],
    };
  });
  await t.app.close();
  return placed;
}

async function measure(db: Db, label: string, url?: string): Promise<Figures> {
  const t = await betsTestApp(db, {}, PLATFORM_OPTIONS, { checkProtocol: false });
  for (let m = 1; m <= MATCHES; m++) t.catalog.addMatch(m);
  const placed = await placements(t, (i) => singleBet(t, i, MATCHES));
  console.log(
    `[${label}] placements, ${PLAYERS} concurrent players: ${placed.perSec.toFixed(0)}/s (median of ${RUNS} x ${PLACEMENTS}), p50 ${placed.p50.toFixed(1)} ms, p99 ${placed.p99.toFixed(1)} ms`,
  );
  const real = await catalogPlacements(db);
  console.log(
    `[${label}] placements on the real catalog, ${PLAYERS} concurrent players: ${real.perSec.toFixed(0)}/s, p50 ${real.p50.toFixed(1)} ms, p99 ${real.p99.toFixed(1)} ms`,
  );
  const settles: number[] = [];
  for (let r = 0; r < RUNS; r++) settles.push(await settlement(t, r));
  console.log(
    `[${label}] settle ${SETTLE} bets of one finished match: ${median(settles).toFixed(0)} ms (median of ${RUNS}: ${settles.map((s) => s.toFixed(0)).join(', ')})`,
  );
  await t.app.close();
  const node = await floor(db);
  const bench = url ? pgbench(url) : null;
  console.log(
    `[${label}] floor, bare debit+posting transaction from Node, ${PLAYERS} in flight: ${node.spread.toFixed(0)}/s over 1000 accounts, ${node.hot.toFixed(0)}/s on one hot account`,
  );
  if (bench) {
    console.log(
      `[${label}] floor, pgbench -c ${PLAYERS} same transaction: ${bench.spread.toFixed(0)} tps over 1000 accounts, ${bench.hot.toFixed(0)} tps on one hot account`,
    );
  }
  console.log(
    `[${label}] placements / floor: ${(placed.perSec / node.spread).toFixed(2)} of the Node floor (many accounts)${bench ? `, ${(placed.perSec / bench.spread).toFixed(2)} of pgbench (many), ${(placed.perSec / bench.hot).toFixed(2)} of pgbench (hot)` : ''}`,
  );
  return {
    label,
    placementsPerSec: placed.perSec,
    catalogPlacementsPerSec: real.perSec,
    p50: placed.p50,
    p99: placed.p99,
    settleMs: median(settles),
    floorSpread: node.spread,
    floorHot: node.hot,
    ...(bench ? { pgbenchSpread: bench.spread, pgbenchHot: bench.hot } : {}),
  };
}

async function main(): Promise<void> {
  console.log(
    `bets bench: ${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} cores`,
  );
  // ONLY=pglite or ONLY=postgres runs one backend.
  if (process.env.ONLY !== 'postgres') {
    const lite = await openDb({});
    await migrate(lite);
    await measure(lite, 'pglite');
    await lite.close();
  }
  if (process.env.ONLY === 'pglite') return;

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('[postgres] skipped: set DATABASE_URL');
    return;
  }
  const pgDb = await throwawayPostgres(url, 'bench_bets');
  try {
    await measure(pgDb.db, 'postgres', pgDb.url);
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
