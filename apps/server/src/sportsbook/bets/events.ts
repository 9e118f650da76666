import type { BetWire } from '@sb/contract';

// Bet lifecycle events (issue 18): what later modules hear about a bet after its transaction
// committed (notifications of settlement, cash-out and rejection, the staff live ticker,
// hunting points). In-process and typed; the composition root (compose.ts) subscribes.

/** The bet's owner: the private channel's user and locale. */
export interface BetOwner {
  id: string;
  locale: string;
}

export const BET_EVENT_TYPES = ['placed', 'accepted', 'rejected', 'settled', 'cashed_out'] as const;
export type BetEventType = (typeof BET_EVENT_TYPES)[number];

/**
 * placed: stored and paid (status submitted while a live delay runs, else waiting_results);
 * accepted / rejected: the live delay is over (domain 4); settled: a result, correction or
 * rollback changed it; cashed_out: the player took the offer.
 */
export interface BetEvent {
  type: BetEventType;
  bet: BetWire;
  player: BetOwner;
}

export type BetEventListener = (event: BetEvent) => void | Promise<void>;

export interface BetEvents {
  /** Adds a listener; returns its removal. */
  on(listener: BetEventListener): () => void;
  /** Tells every listener, in order; a listener that fails is logged and the others still hear. */
  emit(event: BetEvent): Promise<void>;
}

export function createBetEvents(
  log: (message: string, err?: unknown) => void = () => {},
): BetEvents {
  const listeners = new Set<BetEventListener>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emit(event) {
      for (const listener of [...listeners]) {
        try {
          await listener(event);
        } catch (err) {
          log(`bet ${event.type} listener failed`, err);
        }
      }
    },
  };
}
