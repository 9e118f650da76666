import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the multi-process test (issue 25), apart from `npm test` because it
// needs Postgres, Redis and nginx and starts the product as separate processes (2-3 minutes).
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['cluster.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
