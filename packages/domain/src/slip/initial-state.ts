import { ZERO } from '../money';
import type { SystemType } from '../system';
import type { QuickBet, SlipState, Ticket } from './types';

// The slip before any event (domain 4), apart from its reducer: a page shows the empty slip
// and which odds are selected long before it loads the reducer (issue 8 first-load budget).

/** `systemTypes` sorted already (sortSystemTypes): the reducer keeps them through a reset. */
export function initialTicket(systemTypes: readonly SystemType[] = []): Ticket {
  return {
    ticketState: 'initial',
    error: null,
    bets: [],
    upcomingBonuses: [],
    selectedOutcomeIds: [],
    processingBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes: [...systemTypes],
    placedBets: [],
  };
}

export const initialQuickBet: QuickBet = {
  isEnabled: false,
  state: 'initial',
  bet: null,
  stake: ZERO,
  currency: null,
  isApproved: false,
  error: null,
  acceptAt: null,
};

export function initialSlipState(systemTypes: readonly SystemType[] = []): SlipState {
  return {
    ticket: initialTicket(systemTypes),
    quickBet: initialQuickBet,
    panel: { isOpen: false, tab: 'BET_SLIP' },
    nextBetNumber: 1,
  };
}
