// Placements per second with a jackpot on against off (issue 21, target >= 85 %), in the same
// run: 50 concurrent players place singles through the HTTP route; with the jackpot on every
// bet qualifies and feeds its three levels (one by chance, two must-drop), so each group of
// placements notes what it feeds, then locks the levels, draws, and posts the contributions
// (and any hit) to the ledger. Off, the same levels are paused. The two alternate, run after
// run, on one database.
//
//   npx tsx bench/jackpots.bench.ts   (RUNS=5 PLACEMENTS=1000; DATABASE_URL adds Postgres;
//                                      ONLY=pglite|postgres)
import { signedInPlayer, type TestBrowser } from '../apps/server/src/platform/testing';
import { betsTestApp } from '../apps/server/src/sportsbook/bets/test-app';
import { load } from './lib/load';
import { singleBet } from './lib/single-bet';
import { sideBySide } from './lib/side-by-side';

const RUNS = Number(process.env.RUNS ?? 5);
const PLACEMENTS = Number(process.env.PLACEMENTS ?? 1000);
const PLAYERS = 50;
const MATCHES = 40;
const LEVELS = ['mini', 'major', 'mega'];

await sideBySide(
  {
    name: 'jackpots',
    runs: RUNS,
    describe: `RUNS=${RUNS} PLACEMENTS=${PLACEMENTS} players=${PLAYERS}`,
    without: 'jackpot off',
    with: 'on',
  },
  async (db) => {
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
        (await signedInPlayer(t.app, t.ctx, { funds: [{ currency: 'EUR', amount: 1e12 }] }))
          .browser,
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
    return {
      floor: () => run(false),
      feature: () => run(true),
      close: async () => {
        const hits = await jackpots.hits({ jackpotId: 'bench', limit: 100 });
        console.log(`  ${hits.length} hits paid during the runs`);
        await t.app.close();
      },
    };
  },
);
