// The wire format of every request, answer and real-time payload (DESIGN: packages/contract).
// headers, channels, limits, deposit-widget, embed-protocol and error-keys are free of zod: the browser imports
// values from them alone, so its bundle carries no schemas (only types of the rest).
export * from './headers';
export * from './error-keys';
export * from './channels';
export * from './limits';
export * from './deposit-widget';
export * from './embed-protocol';
export * from './common';
export * from './health';
export * from './sports';
export * from './realtime';
export * from './platform';
export * from './catalog';
export * from './bets';
export * from './notifications';
export * from './push';
export * from './jackpots';
export * from './bonuses';
export * from './bonus-paths';
export * from './favourites';
export * from './predictions';
export * from './verification';
export * from './embed';
export * from './verticals';
export * from './chat';
