// Liability and risk (issue 24): a new bet on a match with 10,000 open bets, folded into the
// precomputed book (the incremental update) against the book recomputed from every bet.
// Run: npm run bench -- liability. Medians of 9 runs after 3 warm-ups, wall and CPU time.
import {
  addBet,
  addBetToMatches,
  decideBet,
  liabilityBook,
  matchLiability,
  matchWorstCase,
  minorUnits,
  odds,
  type LiabilityBet,
  type LiabilityBook,
  type LiabilityLeg,
  type SelectionResult,
  type SystemType,
} from '@sb/domain';
import { fmt, median, timeRunsWithCpu } from './lib/stats';

const show = (ms: number) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : fmt(ms));

// A seeded generator so every run builds the same book.
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
const rnd = mulberry32(20_261_127);
const int = (n: number) => Math.floor(rnd() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;

// The match: 20 markets of 2 or 3 outcomes (1X2 first, the goals total second). The other legs of
// combos and systems fall on 200 other matches, a few already settled.
const MATCH = 1;
const OUTCOMES = Array.from({ length: 20 }, (_, m) => (m === 0 || m % 3 === 0 ? 3 : 2));
function legOn(matchId: number, market = int(OUTCOMES.length)): LiabilityLeg {
  const settled = matchId !== MATCH && rnd() < 0.1;
  const result: SelectionResult = settled ? pick(['win_entire', 'canceled']) : 'no_results';
  return {
    matchId,
    marketId: market + 1,
    specifier: market === 1 ? 'total=2.5' : '',
    outcomeId: int(OUTCOMES[market] ?? 2),
    odds: odds(1100 + int(4900)),
    result,
  };
}
const others = (n: number) => {
  const ids = new Set<number>();
  while (ids.size < n) ids.add(2 + int(200));
  return [...ids].map((id) => legOn(id));
};
const SYSTEMS: SystemType[] = [
  { totalCount: 3, winCount: 2 },
  { totalCount: 4, winCount: 2 },
  { totalCount: 5, winCount: 3 },
  { totalCount: 4, winCount: 2, fullCover: 'yankee' },
];

/** A bet with an open leg on the match: 60 % singles, 25 % combos, 10 % systems, `custom` bet builders. */
function randomBet(custom: number): LiabilityBet {
  const stake = minorUnits(100 * (1 + int(500)));
  const r = rnd();
  if (r < custom) {
    return {
      betType: 'combo',
      stake,
      customOdds: odds(2000 + int(8000)),
      legs: [legOn(MATCH, 0), legOn(MATCH, 1)],
    };
  }
  if (r < 0.6) return { betType: 'single', stake, legs: [legOn(MATCH)] };
  if (r < 0.85) return { betType: 'combo', stake, legs: [legOn(MATCH), ...others(1 + int(4))] };
  const systemType = pick(SYSTEMS);
  return {
    betType: 'system',
    stake,
    systemType,
    legs: [legOn(MATCH), ...others(systemType.totalCount - 1)],
  };
}

const OPEN = 10_000;
const ONLY_MATCH = new Set([String(MATCH)]);
const NEW = 200;
const LIMITS = {
  market: minorUnits(50_000_000),
  match: minorUnits(200_000_000),
  onPass: 'lower_max_stake',
} as const;

function scenario(label: string, custom: number) {
  const open = Array.from({ length: OPEN }, () => randomBet(custom));
  const fresh = Array.from({ length: NEW }, () => randomBet(custom));
  const base = liabilityBook(open);
  const worst = matchLiability(base.get(String(MATCH))!);
  console.log(
    `${label}: ${worst.bets} open bets on the match, worst case ${worst.worstCase} (exact: ${worst.exact}), ` +
      `turnover ${worst.turnover}, ${OPEN * custom} bet builders`,
  );
  // The incremental path: each new bet folded into the matches it is open on (kept in the
  // caller's store, as a server would), then the match's worst case read.
  const incremental = () => {
    const store = new Map(base);
    for (const bet of fresh) {
      for (const [id, m] of addBetToMatches(store, bet)) store.set(id, m);
      matchWorstCase(store.get(String(MATCH))!);
    }
  };
  // The limit decision a placement would take first (every market and match the bet is open on).
  const decide = () => {
    for (const bet of fresh) decideBet({ book: base, bet, limits: LIMITS });
  };
  // The full recomputation: every open bet folded again, then the worst case read.
  let i = 0;
  const full = () => {
    const bet = fresh[i++ % NEW]!;
    matchWorstCase(liabilityBook([...open, bet], ONLY_MATCH).get(String(MATCH))!);
  };
  // The incremental figure must be the full one: check before timing.
  let book: LiabilityBook = base;
  for (const bet of fresh) book = addBet(book, bet);
  // (addBet: the same, on a copy of the book's index of matches)
  const again = liabilityBook([...open, ...fresh]);
  if (matchWorstCase(book.get('1')!) !== matchWorstCase(again.get('1')!)) throw new Error('differ');
  return { incremental, decide, full };
}

async function main(): Promise<void> {
  console.log(`liability bench, node ${process.version}, median of 9 runs after 3 warm-ups`);
  for (const [label, custom] of [
    ['singles, combos and systems', 0],
    ['the same with 1 % bet builders (1X2 x total)', 0.01],
  ] as const) {
    const s = scenario(label, custom);
    const per = (t: { wall: number[]; cpu: number[] }, n: number) =>
      `${show(median(t.wall) / n)} wall, ${show(median(t.cpu) / n)} CPU`;
    const inc = await timeRunsWithCpu(s.incremental, 9, 3);
    const dec = await timeRunsWithCpu(s.decide, 9, 3);
    const full = await timeRunsWithCpu(s.full, 9, 3);
    console.log(`  new bet, incremental (add + worst case)`.padEnd(56), per(inc, NEW));
    console.log(`  new bet, limit decision (checks + stake search)`.padEnd(56), per(dec, NEW));
    console.log(`  new bet, full recomputation of the match`.padEnd(56), per(full, 1));
    const ratio = (median(full.cpu) * NEW) / median(inc.cpu);
    console.log(`  full / incremental (CPU)`.padEnd(56), `${Math.round(ratio)}x`);
  }
}

await main();
