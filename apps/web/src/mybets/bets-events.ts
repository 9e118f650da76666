// Placement happens in the slip's effect runner, outside React; My bets refetches when told.
const listeners = new Set<() => void>();

export function notifyBetsPlaced(): void {
  for (const l of listeners) l();
}

export function onBetsPlaced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
