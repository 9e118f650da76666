// Outrights (tournament winner, domain 3 non-match events): each competitor's chance grows with
// its rating (a Bradley-Terry style softmax), settled when the trader sets the winner.
import type { MarketDef, Scenario } from './market-def';
import { winIf } from './settlement-result';

export interface OutrightModel {
  sport: 'outright';
  competitors: { id: string; rating: number }[];
  /** How much a rating point is worth; smaller is more decisive. */
  temperature: number;
  winner: string | null;
  ended: boolean;
}

export interface OutrightFacts {
  winner: string;
}

export function outrightScenarios(m: OutrightModel): Record<'match', Scenario<OutrightFacts>[]> {
  if (m.winner) return { match: [{ facts: { winner: m.winner }, p: 1 }] };
  const top = Math.max(...m.competitors.map((c) => c.rating));
  const w = m.competitors.map((c) => Math.exp((c.rating - top) / m.temperature));
  const sum = w.reduce((a, b) => a + b, 0);
  return { match: m.competitors.map((c, i) => ({ facts: { winner: c.id }, p: w[i]! / sum })) };
}

export function outrightMarkets(m: Pick<OutrightModel, 'competitors'>): MarketDef<OutrightFacts>[] {
  const ids = m.competitors.map((c) => c.id);
  return [
    {
      marketId: 534,
      specifier: '',
      outcomes: ids,
      scope: 'match',
      groups: ['main', 'outright'],
      role: 'main',
      customBet: false,
      priority: 1,
      settle: ({ winner }) => ids.map((id) => winIf(id === winner)),
    },
  ];
}
