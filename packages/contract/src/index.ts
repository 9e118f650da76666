// The wire format of every request, answer and real-time payload (DESIGN: packages/contract).
export * from './common';
export * from './health';
export * from './sports';
export * from './realtime';
export * from './platform';
export * from './catalog';
export * from './bets';
