export * from './limit-period';
export * from './user-limit';
export * from './limit-check';
export * from './limit-reached';
