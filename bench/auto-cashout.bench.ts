// Auto cash-out (issue 22): the cost of evaluating 10,000 open rules when the odds move.
// Run: npm run bench -- auto-cashout (DATABASE_URL adds Postgres to the server figures).
//
//   1. rules (pure): the offers of 10,000 open bets (1 to 5 legs) at new prices and the check of
//      each bet's rule against its offer, per odds update; beside it, in the same run, two
//      floors: the offers alone (what bet_cashout_changed already costs) and the bare comparison
//      of 10,000 thresholds with precomputed offers.
//   2. server: CashoutNotifier.flush() after an odds update of every match holding the 10,000
//      bets: load the bets, their legs and their rules, price them, check the rules and publish
//      the changed offers; beside it the same flush with no rules stored.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import {
  cashoutValue,
  dueAutoCashouts,
  odds,
  type CashoutBet,
  type MinorUnits,
  type Odds,
} from '@sb/domain';
import { migrate, openDb, type Db } from '../apps/server/src/db';
import { betsTestApp } from '../apps/server/src/sportsbook/bets/test-app';
import { fmt, median, timeRuns } from './lib/stats';

const RULES = Number(process.env.RULES ?? 10_000);
const MATCHES = 200;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function pure(): Promise<void> {
  const rnd = mulberry32(22);
  const prices = new Float64Array(MATCHES).map(() => 1200 + Math.floor(rnd() * 3000));
  const bets = Array.from({ length: RULES }, () => {
    const n = 1 + Math.floor(rnd() * 5);
    const legs = Array.from({ length: n }, () => Math.floor(rnd() * MATCHES));
    return {
      legs,
      placed: legs.map((m) => prices[m]! as Odds),
      stake: (100 + Math.floor(rnd() * 10_000)) as MinorUnits,
      threshold: (1 + Math.floor(rnd() * 50_000)) as MinorUnits,
    };
  });
  const move = () => {
    for (let m = 0; m < MATCHES; m++)
      prices[m] = Math.max(1010, prices[m]! + (rnd() < 0.5 ? -20 : 20));
  };
  const offerOf = (i: number): MinorUnits | null => {
    const b = bets[i]!;
    const bet: CashoutBet = {
      betType: b.legs.length > 1 ? 'combo' : 'single',
      stake: b.stake,
      legs: b.legs.map((m, j) => ({
        odds: b.placed[j]!,
        currentOdds: odds(prices[m]!),
        result: 'no_results',
        suspended: false,
      })),
    };
    return cashoutValue(bet);
  };
  const rules = bets.map((b, i) => ({ betId: i, threshold: b.threshold }));
  let fired = 0;
  const evaluate = await timeRuns(
    () => {
      move();
      fired = dueAutoCashouts(rules, offerOf).length;
    },
    15,
    3,
  );
  const offersOnly = await timeRuns(
    () => {
      move();
      for (let i = 0; i < RULES; i++) offerOf(i);
    },
    15,
    3,
  );
  const offers = bets.map((_, i) => offerOf(i));
  const compare = await timeRuns(
    () => {
      let n = 0;
      for (let i = 0; i < RULES; i++) {
        const o = offers[i];
        if (o !== null && o !== undefined && o >= rules[i]!.threshold) n++;
      }
      return n;
    },
    15,
    3,
  );
  console.log(`rules (pure), ${RULES} open rules per odds update (${fired} would fire):`);
  console.log(`  offers + rule check: ${fmt(median(evaluate))}`);
  console.log(`  floor, offers alone: ${fmt(median(offersOnly))}`);
  console.log(`  floor, compare precomputed offers: ${(median(compare) * 1000).toFixed(1)} µs`);
}

async function seed(db: Db, withRules: boolean): Promise<void> {
  await db.orm.execute(sql`
    insert into bets (ref, player_id, kind, status, currency, stake, odds, potential_win)
    select 'AC' || g, 1 + g % 500, 'single', 'waiting_results', 'EUR', 1000, 2000, 2000
    from generate_series(1, ${RULES}) g`);
  await db.orm.execute(sql`
    insert into bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds,
      sport_key, provider)
    select id, 0, 900000 + id % ${MATCHES}, 1, '', '1', 2000, 'soccer', 'betradar' from bets`);
  if (withRules) {
    // Thresholds above every offer these prices give: evaluated, never executed.
    await db.orm.execute(sql`
      insert into bet_auto_cashouts (bet_id, player_id, threshold)
      select id, player_id, 1900 from bets`);
  }
}

async function server(db: Db, label: string, withRules: boolean): Promise<number> {
  const t = await betsTestApp(db);
  await seed(db, withRules);
  for (let m = 0; m < MATCHES; m++) t.catalog.addMatch(900_000 + m);
  let flip = false;
  const ids = Array.from({ length: MATCHES }, (_, m) => 900_000 + m);
  const times = await timeRuns(
    async () => {
      flip = !flip;
      for (const id of ids) {
        t.catalog.setOdds(
          { matchId: id, marketId: 1, specifier: '', outcomeId: '1' },
          flip ? 2100 : 2050,
        );
      }
      t.sent.length = 0;
      t.bets.cashoutNotifier.touch(ids);
      const sent = await t.bets.cashoutNotifier.flush();
      if (sent !== RULES) throw new Error(`published ${sent} offers, expected ${RULES}`);
    },
    5,
    1,
  );
  if (t.bets.cashoutNotifier.executed !== 0) throw new Error('a rule fired');
  await t.app.close();
  console.log(
    `  [${label}] flush ${withRules ? `with ${RULES} rules` : 'without rules (floor)'}: ${fmt(median(times))}`,
  );
  return median(times);
}

async function backend(label: string, open: () => Promise<{ db: Db; drop(): Promise<void> }>) {
  for (const withRules of [true, false]) {
    const { db, drop } = await open();
    try {
      await server(db, label, withRules);
    } finally {
      await drop();
    }
  }
}

async function main(): Promise<void> {
  console.log(
    `auto cash-out bench: ${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} cores`,
  );
  await pure();
  console.log(
    `server: CashoutNotifier.flush after an odds update of ${MATCHES} matches holding ${RULES} open bets:`,
  );
  await backend('pglite', async () => {
    const db = await openDb({});
    await migrate(db);
    return { db, drop: () => db.close() };
  });
  const url = process.env.DATABASE_URL;
  if (!url) return console.log('  [postgres] skipped: set DATABASE_URL');
  await backend('postgres', async () => {
    const name = `bench_ac_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const db = await openDb({ url: u.toString(), poolSize: 10 });
    await migrate(db);
    return {
      db,
      drop: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
