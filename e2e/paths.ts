/** The started product's data folder, relative to the repository root (secrets.json is in it). */
export const dataDir = '.data/e2e';

/** Where the started product listens during the journeys. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${e2ePort}`;
