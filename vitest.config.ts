import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
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
