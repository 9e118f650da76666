// Betting rules of packages/domain (issue 3): the slip reducer, system pricing and settlement.
// Run: npx tsx bench/domain.bench.ts. Prints the median of several runs of each case.
// Target: each well under 50 ms on the project machine (2 cores).
import {
  MATCH_STATUS,
  initialSlipState,
  minorUnits,
  odds,
  settleBet,
  slipTransition,
  combinations,
  lineSizes,
  systemPotentialWins,
  systemTypes,
  systemTypesFor,
  type Odds,
  type SelectionInput,
  type SelectionResult,
  type SettlementBet,
  type SlipEnv,
  type SlipEvent,
  type SlipState,
  type SystemType,
} from '@sb/domain';
import { fmt, median, timeRuns } from './lib/stats';

const show = (ms: number) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : fmt(ms));

// A seeded generator so every run prices and settles the same bets.
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
const rnd = mulberry32(20_240_601);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
const randomOdds = (): Odds => odds(1100 + Math.floor(rnd() * 4900));

const EUR = { code: 'EUR', subunits: 100, fiat: true };
function env(multiSingles: boolean): SlipEnv {
  return {
    settings: {
      oddsChangePolicy: 'none',
      multiSingleBets: multiSingles,
      availableByProvider: { betradar: multiSingles },
      providerStatuses: {},
      betLimits: {
        selection_limit: { value: 40 },
        odds_limit: { value: odds(1_000_000_000), action: 'accept' },
        max_stake_limit: {
          fiat: [{ currency_code: 'EUR', amount: minorUnits(1e9), action: 'reject' }],
          crypto: [],
        },
        payout_limit: {
          fiat: [{ currency_code: 'EUR', amount: minorUnits(1e12), action: 'accept' }],
          crypto: [],
        },
      },
      betLimitsEnabled: true,
      customBetAllowSingle: false,
      isMyBetsVisible: true,
    },
    player: { isLoggedIn: true, isPve: false, isVerified: true, currency: EUR },
    deviceId: 'bench',
  };
}

function selection(matchId: number): SelectionInput {
  return {
    type: 'match',
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `m-${matchId}`,
    matchStatus: MATCH_STATUS.prematch,
    marketGroup: 'main',
    sportKey: 'soccer',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'C',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: 1,
    outcomeName: '1',
    active: true,
    odds: randomOdds(),
  };
}

const thirty = Array.from({ length: 30 }, (_, i) => selection(i + 1));

function drive(e: SlipEnv, events: readonly SlipEvent[], from = initialSlipState()): SlipState {
  let s = from;
  for (const ev of events) s = slipTransition(s, ev, e)[0];
  return s;
}

function addRemove(e: SlipEnv): void {
  const adds: SlipEvent[] = thirty.map((selection) => ({ type: 'outcomeSelected', selection }));
  const full = drive(e, adds);
  if (full.ticket.selectedOutcomeIds.length !== 30) throw new Error('not 30 selections');
  const removes: SlipEvent[] = full.ticket.selectedOutcomeIds.map((selectionId) => ({
    type: 'selectionRemoved',
    selectionId,
  }));
  const empty = drive(e, removes, full);
  if (empty.ticket.bets.length !== 0) throw new Error('not empty');
}

const KEYSTROKES = 100;
function keystrokes(e: SlipEnv, from: SlipState): void {
  const betId = from.ticket.bets[0]?.id as string;
  let s = from;
  for (let i = 1; i <= KEYSTROKES; i++) {
    s = slipTransition(
      s,
      { type: 'stakeChanged', betId, value: minorUnits(i * 10), source: 'stake' },
      e,
    )[0];
  }
}

// 16 selections: every system type of that count (2/16 .. 15/16), enumerated and priced.
const sixteen = Array.from({ length: 16 }, randomOdds);
const types16 = systemTypesFor(16, systemTypes(16));
function priceAllSystemsOneWalk(): void {
  systemPotentialWins(minorUnits(100_000), types16, sixteen);
}
function enumerateLines(): number {
  let n = 0;
  for (const t of types16) for (const k of lineSizes(t)) for (const _ of combinations(16, k)) n++;
  return n;
}

// 10,000 mixed bets: singles, combos of 2-8, systems of 3-7 legs, random results.
const results: SelectionResult[] = [
  'win_entire',
  'win_entire',
  'lose_entire',
  'lose_entire',
  'canceled',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'no_results',
];
const allTypes = systemTypes(7);
const mixed: SettlementBet[] = Array.from({ length: 10_000 }, () => {
  const kind = pick(['single', 'single', 'combo', 'combo', 'system'] as const);
  const legsOf = (n: number) =>
    Array.from({ length: n }, () => ({ odds: randomOdds(), result: pick(results) }));
  if (kind === 'single') return { betType: 'single', stake: minorUnits(1000), legs: legsOf(1) };
  if (kind === 'combo') {
    return {
      betType: 'combo',
      stake: minorUnits(1000),
      legs: legsOf(2 + Math.floor(rnd() * 7)),
      bonusOdds: odds(1050),
    };
  }
  const systemType: SystemType = pick(allTypes);
  return {
    betType: 'system',
    stake: minorUnits(1000),
    legs: legsOf(systemType.totalCount),
    systemType,
  };
});
function settleAll(): void {
  for (const bet of mixed) settleBet(bet);
}

async function main(): Promise<void> {
  const combo = env(false);
  const singles = env(true);
  const comboOf30 = drive(
    combo,
    thirty.map((selection) => ({ type: 'outcomeSelected', selection })),
  );
  const singlesOf30 = drive(
    singles,
    thirty.map((selection) => ({ type: 'outcomeSelected', selection })),
  );
  const lineCount = enumerateLines();

  const cases: [string, () => unknown, number][] = [
    ['slip: add then remove 30 selections one by one (combo)', () => addRemove(combo), 1],
    ['slip: add then remove 30 selections one by one (multi-singles)', () => addRemove(singles), 1],
    [
      `slip: one stake keystroke, combo of 30 (per keystroke, of ${KEYSTROKES})`,
      () => keystrokes(combo, comboOf30),
      KEYSTROKES,
    ],
    [
      `slip: one stake keystroke, 30 singles (per keystroke, of ${KEYSTROKES})`,
      () => keystrokes(singles, singlesOf30),
      KEYSTROKES,
    ],
    [
      `system: enumerate every type of 16 selections (${types16.length} types, ${lineCount} lines)`,
      enumerateLines,
      1,
    ],
    ['system: price every type of 16 selections (one walk)', priceAllSystemsOneWalk, 1],
    [
      'system: price every type of 16 selections (type by type)',
      () => types16.forEach((t) => systemPotentialWins(minorUnits(100_000), [t], sixteen)),
      1,
    ],
    ['settlement: settle 10,000 mixed bets', settleAll, 1],
  ];
  console.log(`domain bench, node ${process.version}, median of 9 runs after 3 warm-ups`);
  for (const [name, fn, per] of cases) {
    const times = await timeRuns(fn, 9, 3);
    console.log(`${name.padEnd(84)} ${show(median(times) / per)}`);
  }
}

await main();
