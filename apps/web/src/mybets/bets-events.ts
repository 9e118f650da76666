import type { PlaceBetsAnswer } from '@sb/contract';

// Placement happens in the slip's effect runner, outside React; My bets refetches when told,
// and an embedding host hears of the bets (issue 23).
type Placed = PlaceBetsAnswer['data'];
const listeners = new Set<(bets: Placed) => void>();

export function notifyBetsPlaced(bets: Placed): void {
  for (const l of listeners) l(bets);
}

export function onBetsPlaced(listener: (bets: Placed) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
