// Bonuses (issue 19), two figures measured side by side with their floor in the same run:
//
// 1. Placements per second with a freebet against without (target >= 80 %): 50 concurrent
//    players place singles of 1.00 EUR through the HTTP route; one group pays cash, the other
//    stakes each single with a freebet of 1.00 (granted before the run, untimed), so each of its
//    placements also has the issued row locked and checked in the transaction and the stake
//    moved from the player's bonus wallet by the ledger.
// 2. The time to find the suitable bonuses of a 20-selection slip (POST /bonuses) for a player
//    holding the combo boost and 10 freebets, against the same call for a player holding none
//    (the route, session and parsing alone).
//
//   npx tsx bench/bonuses.bench.ts   (RUNS=5 PLACEMENTS=1000; DATABASE_URL adds Postgres;
//                                     ONLY=pglite|postgres)
import { signedInPlayer, type TestBrowser } from '../apps/server/src/platform/testing';
import { betsTestApp, type BetsTestApp } from '../apps/server/src/sportsbook/bets/test-app';
import { seedBonuses } from '../apps/server/src/sportsbook/bonuses';
import { load } from './lib/load';
import { singleBet } from './lib/single-bet';
import { sideBySide } from './lib/side-by-side';
import { median } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const PLACEMENTS = Number(process.env.PLACEMENTS ?? 1000);
const PLAYERS = 50;
const MATCHES = 40;
const SUITABLE_CALLS = 300;

interface Bettor {
  browser: TestBrowser;
  playerId: number;
  freebets: string[];
}

async function group(t: BetsTestApp): Promise<Bettor[]> {
  const out: Bettor[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { browser, playerId } = await signedInPlayer(t.app, t.ctx, {
      funds: [{ currency: 'EUR', amount: 1e12 }],
    });
    out.push({ browser, playerId: Number(playerId), freebets: [] });
  }
  return out;
}

let granted = 0;
/** Tops every bettor up to `each` unused freebets (untimed: before the run's clock starts). */
async function topUp(t: BetsTestApp, bettors: Bettor[], each: number): Promise<void> {
  await Promise.all(
    bettors.map(async (b) => {
      while (b.freebets.length < each) {
        const r = await t.ctx.bonuses.grant(
          'bench_freebet',
          b.playerId,
          'EUR',
          `bench-${++granted}`,
        );
        if (!r.ok) throw new Error(`grant: ${r.message}`);
        b.freebets.push(r.value.id);
      }
    }),
  );
}

const results = await sideBySide(
  {
    name: 'bonuses',
    runs: RUNS,
    describe: `RUNS=${RUNS} PLACEMENTS=${PLACEMENTS} players=${PLAYERS}`,
    without: 'cash',
    with: 'freebet',
  },
  async (db) => {
    const t = await betsTestApp(
      db,
      {},
      { signInPerAddress: { limit: 1e9, windowMs: 60_000 } },
      { checkProtocol: false },
    );
    for (let m = 1; m <= MATCHES; m++) t.catalog.addMatch(m);
    const made = await t.ctx.bonuses.createCampaign({
      id: 'bench_freebet',
      kind: 'freebet_all_win',
      name: 'Bench freebet',
      terms: {},
      status: 'active',
      match_status: null,
      only_verified: false,
      valid_to: null,
      amounts: { EUR: 100 },
      min_odds: null,
      max_odds: null,
      selection_count_from: null,
      selection_count_to: null,
      issue_on: 'grant',
      promo_code: null,
      progress_ranges: [],
      min_stakes: {},
    });
    if (!made.ok) throw new Error(made.message);
    const cash = await group(t);
    const free = await group(t);
    // A worker places about PLACEMENTS / PLAYERS bets a run; twice as many again for the
    // spread (a fast worker takes more from the shared queue; one ran out at 1.5x on Postgres).
    const perRun = Math.ceil((3 * PLACEMENTS) / PLAYERS);
    const run = async (bettors: Bettor[], freebet: boolean) => {
      if (freebet) await topUp(t, bettors, perRun);
      return (
        await load(PLACEMENTS, PLAYERS, async (i, worker) => {
          const b = bettors[worker]!;
          const body = singleBet(t, i, MATCHES);
          if (freebet) {
            // A worker that outran its share is granted one more, timed (rare; it only slows
            // the freebet path).
            if (!b.freebets.length) await topUp(t, [b], 1);
            const id = b.freebets.shift()!;
            body.bets[0]!.bonus = { id, type: 'freebet_all_win', odds: null };
          }
          const res = await b.browser.post('/api/sportsbook/v3/bets', body);
          if (res.statusCode !== 200) throw new Error(`placement ${res.statusCode}: ${res.body}`);
        })
      ).perSec;
    };
    return {
      floor: () => run(cash, false),
      feature: () => run(free, true),
      close: () => t.app.close(),
    };
  },
);
void results;

// 2. Suitable bonuses of a 20-selection slip, PGlite (the default start).
{
  const { openDb, migrate } = await import('../apps/server/src/db');
  const db = await openDb({});
  await migrate(db);
  const t = await betsTestApp(db, {}, {}, { checkProtocol: false });
  await seedBonuses(t.ctx.bonuses);
  const holder = await signedInPlayer(t.app, t.ctx, { funds: [{ currency: 'EUR', amount: 1e6 }] });
  const none = await signedInPlayer(t.app, t.ctx, { funds: [{ currency: 'EUR', amount: 1e6 }] });
  for (let i = 0; i < 10; i++) {
    const r = await t.ctx.bonuses.grant('all_win_freebet', Number(holder.playerId), 'EUR', `s${i}`);
    if (!r.ok) throw new Error(r.message);
  }
  // The player holding none holds no combo boost either: the campaign is ended for them.
  const body = {
    bets: [
      {
        selections: Array.from({ length: 20 }, (_, i) => ({
          odds: 1300 + 37 * i,
          match_status: 0,
        })),
        currency: 'EUR',
      },
    ],
  };
  const time = async (browser: TestBrowser, expectOffers: boolean) => {
    const ms: number[] = [];
    for (let i = 0; i < SUITABLE_CALLS; i++) {
      const t0 = performance.now();
      const res = await browser.post('/api/sportsbook/v2/bonuses', body);
      ms.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(res.body);
      const offers = (res.json() as { data: unknown[][] }).data[0]!;
      if (expectOffers !== offers.length > 0) throw new Error(`offers: ${offers.length}`);
    }
    return ms.slice(50);
  };
  // The floor: the same call for a player whose bonuses are gone (issued, then deactivated).
  await none.browser.post('/api/sportsbook/v2/bonuses', { bets: [] });
  await db.query(
    `update bonus_issued set status = 'deactivated' where player_id = ${Number(none.playerId)}`,
  );
  await time(holder.browser, true);
  await time(none.browser, false);
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < 3; r++) {
    a.push(median(await time(holder.browser, true)));
    b.push(median(await time(none.browser, false)));
  }
  console.log(
    `\nPOST /bonuses, a 20-selection combo (PGlite), median of 3 x ${SUITABLE_CALLS - 50} calls: ` +
      `combo boost + 10 freebets ${median(a).toFixed(2)} ms, none ${median(b).toFixed(2)} ms`,
  );
  await t.app.close();
  await db.close();
}
