/** The started product's data folder, relative to the repository root (secrets.json is in it). */
export const dataDir = '.data/e2e';
