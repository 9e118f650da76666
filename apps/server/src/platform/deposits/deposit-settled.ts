// What the deposits tell after a callback's commit (issue 27: the notifications listen).

/** A deposit that reached a final status, as its listeners hear of it after the commit. */
export interface DepositSettled {
  depositId: string;
  playerId: number;
  amount: number;
  currency: string;
  status: 'succeeded' | 'declined';
  /** A succeeded deposit that is the player's first (issue 19: first-deposit bonuses). */
  first: boolean;
}
