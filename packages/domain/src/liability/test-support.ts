// Random books for the liability properties (tests only; not exported): a few matches with a few
// markets of two or three outcomes, and singles, combos, systems and custom bets on them, some
// legs already settled, some bets boosted or paid by a freebet.
import fc from 'fast-check';
import { minorUnits } from '../money';
import { odds } from '../odds';
import { settleBet, type SelectionResult } from '../settlement';
import type { LiabilityBet, LiabilityLeg } from './liability-bet';

/** outcomes[match][market] = how many outcomes the market has; match ids are 1.., market ids 10.. */
export type Structure = number[][];

export const arbStructure = (matches: number, maxMarkets: number) =>
  fc.array(fc.array(fc.integer({ min: 2, max: 3 }), { minLength: 1, maxLength: maxMarkets }), {
    minLength: matches,
    maxLength: matches,
  });

const arbPick = fc.record({
  match: fc.nat(),
  market: fc.nat(),
  outcome: fc.nat(),
  odds: fc.oneof(fc.constant(1000), fc.integer({ min: 1001, max: 8000 })),
  // Mostly open; a settled leg keeps its result in every scenario.
  result: fc.oneof(
    { weight: 6, arbitrary: fc.constant<SelectionResult>('no_results') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<SelectionResult>(
        'win_entire',
        'lose_entire',
        'canceled',
        'refund_half_win_other',
        'refund_half_lose_other',
      ),
    },
  ),
});

export const arbBetSpec = fc.record({
  kind: fc.constantFrom('single', 'combo', 'system', 'custom'),
  picks: fc.array(arbPick, { minLength: 4, maxLength: 4 }),
  size: fc.nat(),
  stake: fc.integer({ min: 1, max: 100_000 }),
  boost: fc.option(fc.integer({ min: 1001, max: 1500 }), { freq: 4 }),
  customOdds: fc.integer({ min: 1001, max: 20_000 }),
  freebet: fc.option(fc.constantFrom('freebet', 'freebet_no_risk') as fc.Arbitrary<'freebet'>, {
    freq: 6,
  }),
});
export type BetSpec = typeof arbBetSpec extends fc.Arbitrary<infer T> ? T : never;

function leg(
  s: Structure,
  matchIndex: number,
  pick: BetSpec['picks'][number],
  market?: number,
): LiabilityLeg {
  const markets = s[matchIndex]!;
  const mk = market ?? pick.market % markets.length;
  return {
    matchId: matchIndex + 1,
    marketId: 10 + mk,
    specifier: mk === 2 ? 'total=2.5' : '',
    outcomeId: pick.outcome % markets[mk]!,
    odds: odds(pick.odds),
    result: pick.result,
  };
}

/** The bet a spec describes on a structure, or null where the structure cannot hold it. */
export function betOf(s: Structure, spec: BetSpec): LiabilityBet | null {
  const stake = minorUnits(spec.stake);
  const freebet = spec.freebet ?? null;
  const first = spec.picks[0]!;
  if (spec.kind === 'single') {
    return { betType: 'single', stake, freebet, legs: [leg(s, first.match % s.length, first)] };
  }
  if (spec.kind === 'custom') {
    const m = first.match % s.length;
    if (s[m]!.length < 2) return null;
    const a = first.market % s[m]!.length;
    const b = (a + 1) % s[m]!.length;
    return {
      betType: 'combo',
      stake,
      freebet,
      customOdds: odds(spec.customOdds),
      legs: [leg(s, m, first, a), leg(s, m, spec.picks[1]!, b)],
    };
  }
  // Combos and systems: one leg per match (domain 5 same_match), matches in a rotated order.
  const n =
    spec.kind === 'combo'
      ? 2 + (spec.size % Math.min(3, s.length - 1))
      : 3 + (spec.size % (s.length - 2));
  if (n > s.length || (spec.kind === 'system' && n < 3)) return null;
  const start = first.match % s.length;
  const legs = spec.picks.slice(0, n).map((p, i) => leg(s, (start + i) % s.length, p));
  if (spec.kind === 'combo')
    return {
      betType: 'combo',
      stake,
      freebet,
      bonusOdds: spec.boost ? odds(spec.boost) : null,
      legs,
    };
  const winCount = 2 + (spec.size % (n - 2));
  return { betType: 'system', stake, freebet, systemType: { totalCount: n, winCount }, legs };
}

export function bookOf(s: Structure, specs: readonly BetSpec[]): LiabilityBet[] {
  return specs.map((spec) => betOf(s, spec)).filter((b): b is LiabilityBet => b !== null);
}

/** Every market of the structure: key, match id and its outcome ids. */
export function marketsOf(s: Structure, matchId?: number) {
  return s
    .flatMap((markets, m) =>
      markets.map((count, k) => ({
        matchId: m + 1,
        key: `${m + 1}/${10 + k}/${k === 2 ? 'total=2.5' : ''}`,
        outcomes: Array.from({ length: count }, (_, o) => String(o)),
      })),
    )
    .filter((m) => matchId === undefined || m.matchId === matchId);
}

/** Every combination of one winning outcome per market. */
export function* scenarios(
  markets: readonly { key: string; outcomes: readonly string[] }[],
): Generator<Map<string, string>> {
  const pick = markets.map(() => 0);
  for (;;) {
    yield new Map(markets.map((m, i) => [m.key, m.outcomes[pick[i]!]!]));
    let i = 0;
    for (; i < pick.length; i++) {
      pick[i]! += 1;
      if (pick[i]! < markets[i]!.outcomes.length) break;
      pick[i] = 0;
    }
    if (i === pick.length) return;
  }
}

/**
 * The brute force: what a bet pays with settleBet itself, legs on the scenario's markets won
 * or lost by it, other open legs won, settled legs as settled.
 */
export function brutePayout(bet: LiabilityBet, scenario: ReadonlyMap<string, string>): number {
  const legs = bet.legs.map((l) => {
    if (l.result !== 'no_results') return l;
    const key = `${l.matchId}/${l.marketId}/${l.specifier}`;
    const winner = scenario.get(key);
    const result: SelectionResult =
      winner === undefined
        ? 'win_entire'
        : winner === String(l.outcomeId)
          ? 'win_entire'
          : 'lose_entire';
    return { odds: l.odds, result };
  });
  return settleBet({ ...bet, legs }).payout;
}

/** Whether a bet still has an open leg on any of these markets. */
export function openOn(bet: LiabilityBet, keys: ReadonlySet<string>): boolean {
  return bet.legs.some(
    (l) => l.result === 'no_results' && keys.has(`${l.matchId}/${l.marketId}/${l.specifier}`),
  );
}
