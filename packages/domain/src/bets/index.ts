// Rules of the bets service that the generic validation does not hold (issue 7): wire-level
// checks, live acceptance, settling again without paying twice, cash-out acceptance, max stake
// and share codes.
export * from './request-check';
export * from './acceptance';
export * from './settlement-move';
export * from './cashout-offer';
export * from './max-stake';
export * from './share-code';
export * from './partial-cashout';
export * from './auto-cashout';
export * from './edit-bet';
export * from './profit-loss';
