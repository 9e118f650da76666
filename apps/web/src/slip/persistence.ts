import type { MinorUnits, SlipBet, SlipState, TicketPanel } from '@sb/domain';
import { STORAGE_KEYS, safeStorage } from '../browser/storage';
import type { SlipStore } from './slip-store';

// shell 9 storage keys, in session storage (shell 2.8: the panel state is kept there; domain 4:
// bets are restored from session storage only if the stored list is not empty).

export interface StoredQuickBet {
  isEnabled: boolean;
  stake: number;
}

const read = <T>(key: string): T | null => {
  const text = safeStorage.get(key, 'session');
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

export function storedBets(): SlipBet[] {
  const bets = read<unknown>(STORAGE_KEYS.bets);
  return Array.isArray(bets) ? (bets as SlipBet[]) : [];
}

export function storedPanel(): TicketPanel | null {
  const panel = read<Partial<TicketPanel>>(STORAGE_KEYS.ticketState);
  if (!panel || typeof panel.isOpen !== 'boolean') return null;
  return { isOpen: panel.isOpen, tab: panel.tab === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP' };
}

export function storedQuickBet(): StoredQuickBet | null {
  const q = read<Partial<StoredQuickBet>>(STORAGE_KEYS.quickBet);
  if (!q || typeof q.stake !== 'number' || !Number.isSafeInteger(q.stake) || q.stake < 0)
    return null;
  return { isEnabled: q.isEnabled === true, stake: q.stake };
}

/** Bets worth keeping: not a receipt of bets already placed. */
function betsToKeep(state: SlipState): SlipBet[] {
  return state.ticket.ticketState === 'success' ? [] : state.ticket.bets;
}

/**
 * Write the slip to session storage whenever its bets, panel or quick bet change (compared by
 * reference, so a keystroke writes at most once per animation frame).
 */
export function persistSlip(store: SlipStore): () => void {
  let last = store.getState();
  let scheduled = false;
  let written: { bets: SlipBet[] | null; panel: TicketPanel | null; quick: unknown } = {
    bets: null,
    panel: null,
    quick: null,
  };
  const write = () => {
    scheduled = false;
    const s = store.getState();
    const bets = betsToKeep(s);
    if (bets !== written.bets) safeStorage.set(STORAGE_KEYS.bets, JSON.stringify(bets), 'session');
    if (s.panel !== written.panel)
      safeStorage.set(STORAGE_KEYS.ticketState, JSON.stringify(s.panel), 'session');
    const quick = s.quickBet;
    if (quick !== written.quick) {
      const stored: StoredQuickBet = { isEnabled: quick.isEnabled, stake: quick.stake };
      safeStorage.set(STORAGE_KEYS.quickBet, JSON.stringify(stored), 'session');
    }
    written = { bets, panel: s.panel, quick };
  };
  return store.subscribe(() => {
    const s = store.getState();
    if (s === last) return;
    last = s;
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(write);
  });
}

/** Restore bets and the panel after hydration (the server rendered an empty slip). */
export function restoreSlip(store: SlipStore): void {
  const bets = storedBets();
  if (bets.length > 0) store.dispatch({ type: 'betsRestored', bets, source: 'storage' });
  const panel = storedPanel();
  if (panel) {
    const s = store.getState();
    if (s.panel.isOpen !== panel.isOpen) store.dispatch({ type: 'panelToggled' });
    if (s.panel.tab !== panel.tab) store.dispatch({ type: 'panelTabChanged', tab: panel.tab });
  }
}

/** Quick bet comes back only for a signed-in player (it goes off on sign-out), unapproved. */
export function restoreQuickBet(store: SlipStore): void {
  const q = storedQuickBet();
  if (!q) return;
  if (q.stake > 0) store.dispatch({ type: 'quickBetStakeChanged', stake: q.stake as MinorUnits });
  if (q.isEnabled && !store.getState().quickBet.isEnabled)
    store.dispatch({ type: 'quickBetToggled' });
}
