export * from './event';
export * from './filters';
export * from './http-context';
export * from './before-send';
