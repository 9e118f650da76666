// The bet slip (domain 4, shell 2.8): one reducer, its entities, events and effects.
export * from './types';
export {
  GENERIC_ERROR_ALERT,
  QUICK_BET_ID,
  QUICK_BET_KEYS,
  SHARE_BET_KEYS,
  slipPlaceButtonBlock,
  slipPlaceButtonRefusal,
  slipBetTypeRefusal,
  slipTransition,
  validationSettings,
} from './transition';
export { initialQuickBet, initialSlipState, initialTicket } from './initial-state';
export { draftOf, pickSystemType } from './bets';
export { slipInvariantViolations } from './invariants';
