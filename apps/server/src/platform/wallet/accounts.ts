/**
 * Ledger account addresses (Formance style, one account per owner and currency):
 * `player:{id}:{CUR}` for a player's bounded account, `{system name}:{CUR}` for the
 * operator's unbounded accounts (`house:bets:EUR`, `bank:EUR`, `psp:sandbox:EUR`).
 */
export type AccountRef = { player: string | number } | { system: string };

/** The operator's accounts the platform itself uses; the bets module may name its own. */
export const SYSTEM_ACCOUNTS = {
  /** Stakes go in, payouts come out (the default counterparty of debitPlayer/creditPlayer). */
  house: 'house:bets',
  /** What bonuses cost the operator (issue 19): a combo boost's share of a payout. */
  houseBonus: 'house:bonus',
  /** Where demo and manual funds come from. */
  bank: 'bank',
  /** Money received from the sandbox payment provider, and paid out through it. */
  sandboxPsp: 'psp:sandbox',
  /** Withdrawals held while pending (issue 27): paid on to the provider, or given back. */
  withdrawals: 'withdrawals:pending',
} as const;

const SYSTEM_NAME = /^[a-z][a-z0-9_]*(:[a-z0-9_]+)*$/;
const PLAYER_ID = /^[1-9][0-9]{0,15}$/;

export type ResolvedRef =
  { kind: 'player'; playerId: number; address: string } | { kind: 'system'; address: string };

/** The address of a ref in a currency, or null when the ref is malformed. */
export function resolveRef(ref: AccountRef, currency: string): ResolvedRef | null {
  if ('player' in ref) {
    const id = String(ref.player);
    if (!PLAYER_ID.test(id)) return null;
    return { kind: 'player', playerId: Number(id), address: `player:${id}:${currency}` };
  }
  if (!SYSTEM_NAME.test(ref.system) || ref.system.startsWith('player')) return null;
  return { kind: 'system', address: `${ref.system}:${currency}` };
}
