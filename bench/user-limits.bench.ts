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
import { signedInPlayer, type TestBrowser } from '../apps/server/src/platform/testing';
import { betsTestApp, type BetsTestApp } from '../apps/server/src/sportsbook/bets/test-app';
import { load } from './lib/load';
import { singleBet } from './lib/single-bet';
import { sideBySide } from './lib/side-by-side';

const RUNS = Number(process.env.RUNS ?? 5);
const PLACEMENTS = Number(process.env.PLACEMENTS ?? 1500);
const PLAYERS = 50;
const MATCHES = 40;

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

await sideBySide(
  {
    name: 'limits',
    runs: RUNS,
    describe: `RUNS=${RUNS} PLACEMENTS=${PLACEMENTS} players=${PLAYERS}`,
    without: 'no limit',
    with: 'three limits',
  },
  async (db) => {
    const t = await betsTestApp(
      db,
      {},
      { signInPerAddress: { limit: 1e9, windowMs: 60_000 } },
      { checkProtocol: false },
    );
    for (let m = 1; m <= MATCHES; m++) t.catalog.addMatch(m);
    const plain = await group(t, false);
    const limited = await group(t, true);
    const run = async (browsers: TestBrowser[]) =>
      (
        await load(PLACEMENTS, PLAYERS, async (i, worker) => {
          const res = await browsers[worker]!.post(
            '/api/sportsbook/v3/bets',
            singleBet(t, i, MATCHES),
          );
          if (res.statusCode !== 200) throw new Error(`placement ${res.statusCode}: ${res.body}`);
        })
      ).perSec;
    return { floor: () => run(plain), feature: () => run(limited), close: () => t.app.close() };
  },
);
