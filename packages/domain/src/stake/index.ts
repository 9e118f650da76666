// Stakes as players type and keep them (issue 22).
export * from './stake-entry';
export * from './quick-stakes';
