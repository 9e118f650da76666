export * from './jackpot';
