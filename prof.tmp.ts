import { addBetToMatches, liabilityBook, marketContribution, openMarketsByMatch, settleBet, minorUnits, odds, type LiabilityBet } from '@sb/domain';
const mk = (m: number, mk: number, o: number) => ({ matchId: m, marketId: mk, specifier: '', outcomeId: o, odds: odds(2000 + o), result: 'no_results' as const });
const bets: LiabilityBet[] = [];
for (let i = 0; i < 12000; i++) {
  const r = i % 10;
  if (r < 6) bets.push({ betType: 'single', stake: minorUnits(1000), legs: [mk(1, i % 20, i % 3)] });
  else if (r < 9) bets.push({ betType: 'combo', stake: minorUnits(1000), legs: [mk(1, i % 20, i % 3), mk(2 + (i % 200), 1, 0), mk(2 + ((i + 7) % 200), 1, 1)] });
  else bets.push({ betType: 'system', stake: minorUnits(1000), systemType: { totalCount: 4, winCount: 2 }, legs: [mk(1, i % 20, i % 3), mk(2 + (i % 200), 1, 0), mk(2 + ((i + 7) % 200), 1, 1), mk(2 + ((i + 9) % 200), 1, 1)] });
}
const book = liabilityBook(bets.slice(0, 10000));
const fresh = bets.slice(10000);
const time = (label: string, f: () => void) => { for (let w = 0; w < 3; w++) f(); const ts: number[] = []; for (let k = 0; k < 7; k++) { const t = performance.now(); f(); ts.push(performance.now() - t); } ts.sort((a, b) => a - b); console.log(label, (ts[3]! / fresh.length * 1000).toFixed(1), 'µs/bet'); };
time('addBetToMatches', () => { for (const b of fresh) addBetToMatches(book, b); });
time('openMarkets', () => { for (const b of fresh) openMarketsByMatch(b); });
time('contributions', () => { for (const b of fresh) for (const [, o] of openMarketsByMatch(b)) for (const m of o) marketContribution(b, m); });
time('settle x1', () => { for (const b of fresh) settleBet(b as any); });
time('copy match1 markets', () => { for (const b of fresh) new Map(book.get('1')!.markets); });
