import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // Vitest runs one worker on a 2-core machine (cores - 1); the server's tests wait on
    // Postgres, Redis and sockets much of the time, so two keep both cores busy: the suite ran
    // in 8.1 min against 10.4 with one (2026-11-27, CI's machine kind).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Creating a database (PGlite boot or CREATE DATABASE) is slow on a loaded 2-core machine.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
        esbuild: { jsx: 'automatic' },
      },
    ],
  },
});
