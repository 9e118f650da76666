import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money';
import { odds } from '../odds';
import type { LiabilityBet, LiabilityLeg } from './liability-bet';
import { addBet, EMPTY_LIABILITY_BOOK, liabilityBook, type LiabilityBook } from './match-book';
import { marketLiability, marketPayout } from './market-liability';
import { matchLiability, matchPayout, matchWorstCase } from './match-liability';
import {
  arbBetSpec,
  arbStructure,
  bookOf,
  brutePayout,
  marketsOf,
  openOn,
  scenarios,
} from './test-support';

const leg = (marketId: string, outcomeId: string, o: number): LiabilityLeg => ({
  matchId: 1,
  marketId,
  specifier: '',
  outcomeId,
  odds: odds(o),
  result: 'no_results',
});
const eur = (amount: number) => minorUnits(Math.round(amount * 100));

describe('issue 24: a match pays the sum of its markets, custom bets tying them', () => {
  it('finds the worst combination across a custom bet and singles', () => {
    const bets: LiabilityBet[] = [
      { betType: 'single', stake: eur(10), legs: [leg('1x2', '2', 3500)] }, // away: 35.00
      { betType: 'single', stake: eur(10), legs: [leg('total', 'over', 1800)] }, // over: 18.00
      // home and over together at 3.00: 30.00
      {
        betType: 'combo',
        stake: eur(10),
        customOdds: odds(3000),
        legs: [leg('1x2', '1', 2000), leg('total', 'over', 1800)],
      },
    ];
    const match = liabilityBook(bets).get('1')!;
    const l = matchLiability(match);
    expect(l.worstCase).toBe(eur(53)); // away and over: 35.00 + 18.00
    expect(l.worstScenario).toEqual({ '1/1x2/': '2', '1/total/': 'over' });
    expect(l.exact).toBe(true);
    expect(l.turnover).toBe(eur(30));
    expect(l.margin).toBe(eur(-23));
    const home = new Map([
      ['1/1x2/', '1'],
      ['1/total/', 'over'],
    ]);
    expect(matchPayout(match, home)).toBe(eur(48));
    expect(matchPayout(match, new Map([['1/1x2/', '1']]))).toBe(0); // under: nobody paid
    // Each market alone takes the custom bet's other leg as won.
    expect(marketLiability(match.markets.get('1/1x2/')!).worstCase).toBe(eur(35));
    expect(marketPayout(match.markets.get('1/1x2/')!, '1')).toBe(eur(30));
  });
});

describe('issue 24: bet builders of many legs', () => {
  const builder = (markets: number, outcome: string, customOdds: number): LiabilityBet => ({
    betType: 'combo',
    stake: eur(10),
    customOdds: odds(customOdds),
    legs: Array.from({ length: markets }, (_, m) => leg(`m${m}`, outcome, 1500)),
  });

  it('settles a builder of 11 legs per combination, and keeps two such bets apart', () => {
    const bets = [
      builder(11, 'a', 5000),
      builder(11, 'a', 5000),
      { betType: 'single', stake: eur(10), legs: [leg('m0', 'b', 2000)] } as LiabilityBet,
    ];
    const match = liabilityBook(bets).get('1')!;
    expect(match.coupled.size).toBe(2);
    const l = matchLiability(match);
    expect(l.worstCase).toBe(eur(100)); // both builders win 50.00
    expect(l.exact).toBe(true);
    expect(matchPayout(match, new Map([['1/m0/', 'b']]))).toBe(eur(20));
  });

  it('sums builders backing the same outcomes into one table', () => {
    const match = liabilityBook([builder(2, 'a', 3000), builder(2, 'a', 4000)]).get('1')!;
    expect(match.coupled.size).toBe(1);
    expect(matchWorstCase(match)).toBe(eur(70));
  });

  it('bounds a group too large to enumerate from above, and says so', () => {
    // 10 markets of 4 backed outcomes: 4^10 combinations.
    const singles = Array.from({ length: 10 }, (_, m) =>
      ['1', '2', '3'].map((o, i): LiabilityBet => ({
        betType: 'single',
        stake: eur(10),
        legs: [leg(`m${m}`, o, 2000 + 1000 * i)],
      })),
    ).flat();
    const match = liabilityBook([builder(10, '0', 3000), ...singles]).get('1')!;
    const l = matchLiability(match);
    expect(l.exact).toBe(false);
    // Each market's 40.00 and the builder's 30.00; the truth is 400.00 (every market on '3').
    expect(l.worstCase).toBe(eur(430));
    expect(matchWorstCase(match)).toBe(eur(430));
  });
});

const arbBook = (matches: number, maxMarkets: number) =>
  fc.record({
    structure: arbStructure(matches, maxMarkets),
    specs: fc.array(arbBetSpec, { minLength: 1, maxLength: 14 }),
  });

describe('issue 24: liability equals a brute-force enumeration of the outcomes', () => {
  it('per market and per match, over random books of singles, combos, systems and custom bets', () => {
    fc.assert(
      fc.property(arbBook(4, 3), ({ structure, specs }) => {
        const bets = bookOf(structure, specs);
        const book = liabilityBook(bets);
        for (let matchId = 1; matchId <= structure.length; matchId++) {
          const markets = marketsOf(structure, matchId);
          const keys = new Set(markets.map((m) => m.key));
          const open = bets.filter((b) => openOn(b, keys));
          const match = book.get(String(matchId));
          if (open.length === 0) {
            expect(match).toBeUndefined();
            continue;
          }
          // Every combination of the match's markets' outcomes, and its worst.
          let worst = 0;
          for (const scenario of scenarios(markets)) {
            const brute = open.reduce((sum, b) => sum + brutePayout(b, scenario), 0);
            expect(matchPayout(match!, scenario)).toBe(brute);
            worst = Math.max(worst, brute);
          }
          const l = matchLiability(match!);
          expect(l.worstCase).toBe(worst);
          expect(matchWorstCase(match!)).toBe(worst);
          expect(matchPayout(match!, new Map(Object.entries(l.worstScenario)))).toBe(worst);
          expect(l.turnover).toBe(open.reduce((s, b) => s + (b.freebet ? 0 : b.stake), 0));
          expect(l.margin).toBe(l.turnover - worst);
          // Every outcome of each market, the market's bets' other open legs taken as won.
          for (const m of markets) {
            const onIt = bets.filter((b) => openOn(b, new Set([m.key])));
            const mb = match!.markets.get(m.key);
            if (onIt.length === 0) {
              expect(mb).toBeUndefined();
              continue;
            }
            let marketWorst = 0;
            for (const outcome of m.outcomes) {
              const s = new Map([[m.key, outcome]]);
              const brute = onIt.reduce((sum, b) => sum + brutePayout(b, s), 0);
              expect(marketPayout(mb!, outcome)).toBe(brute);
              marketWorst = Math.max(marketWorst, brute);
            }
            expect(marketLiability(mb!).worstCase).toBe(marketWorst);
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('never under-states: the worst case covers every outcome of every match at once', () => {
    fc.assert(
      fc.property(arbBook(3, 2), ({ structure, specs }) => {
        const bets = bookOf(structure, specs);
        const book = liabilityBook(bets);
        const all = marketsOf(structure);
        for (const [matchId, match] of book) {
          const keys = new Set(marketsOf(structure, Number(matchId)).map((m) => m.key));
          const open = bets.filter((b) => openOn(b, keys));
          let trueWorst = 0;
          for (const scenario of scenarios(all)) {
            trueWorst = Math.max(
              trueWorst,
              open.reduce((sum, b) => sum + brutePayout(b, scenario), 0),
            );
          }
          expect(matchWorstCase(match)).toBeGreaterThanOrEqual(trueWorst);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('issue 24: the incremental update equals the full recomputation', () => {
  it('adding bets one by one gives the book folded in one pass', () => {
    fc.assert(
      fc.property(arbBook(4, 3), ({ structure, specs }) => {
        const bets = bookOf(structure, specs);
        let book: LiabilityBook = EMPTY_LIABILITY_BOOK;
        for (const [i, bet] of bets.entries()) {
          const before = book;
          const beforeReport = [...before.values()].map(matchLiability);
          book = addBet(book, bet);
          // The book given is left as it was.
          expect([...before.values()].map(matchLiability)).toEqual(beforeReport);
          const full = liabilityBook(bets.slice(0, i + 1));
          expect([...book.keys()].sort()).toEqual([...full.keys()].sort());
          for (const [id, match] of book) {
            expect(matchLiability(match)).toEqual(matchLiability(full.get(id)!));
          }
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
