// The betting rules of the specification as pure functions over plain data (DESIGN: packages/domain).
// Entered only through this file; every export below is public API for the server and the web.
export * from './odds';
export * from './money';
export * from './system';
export * from './settlement';
export * from './cashout';
export * from './selection';
export * from './bet';
export * from './odds-change';
export * from './bonus';
export * from './combination';
export * from './limits';
export * from './validation';
export * from './slip';
export * from './locale';
export * from './locale-path';
export * from './search';
export * from './test-provider-cookie';
export * from './pricing';
export * from './live';
export * from './bets';
export * from './stake';
export * from './match-stats';
export * from './sign-in-backoff';
export * from './user-limits';
export * from './jackpot';
export * from './verification';
