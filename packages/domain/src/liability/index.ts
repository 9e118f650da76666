// Liability and risk (issue 24): what the book pays per outcome of each market and match given
// the open bets, and the limits that act on it. README.md beside this file explains the model.
export * from './liability-bet';
export * from './outcome-table';
export * from './bet-exposure';
export * from './match-book';
export * from './book-margin';
export * from './market-liability';
export * from './match-liability';
export * from './stake-factor';
export * from './liability-limits';
export * from './liability-decision';
