export * from './format';
export * from './request';
