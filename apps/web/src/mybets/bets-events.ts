import type { EmbedBet, PlaceBetsAnswer } from '@sb/contract';

// Placement happens in the slip's effect runner, outside React; My bets refetches when told, an
// embedding host hears of the bets and tracking reports them as purchases (issue 23).
const listeners = new Set<(bets: EmbedBet[]) => void>();

/** A placed bet as those outside the slip need it: its id, stake and matches. */
export function placedBetSummary(bet: PlaceBetsAnswer['data'][number]): EmbedBet {
  return {
    id: bet.id,
    stake: bet.stake.value,
    currency: bet.stake.currency,
    subunits: bet.stake.subunits,
    matchIds: [...new Set(bet.selections.map((s) => s.match.id))],
  };
}

export function notifyBetsPlaced(bets: PlaceBetsAnswer['data']): void {
  const summaries = bets.map(placedBetSummary);
  for (const l of listeners) l(summaries);
}

export function onBetsPlaced(listener: (bets: EmbedBet[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
