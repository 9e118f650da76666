import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { baseURL, dataDir, e2ePort } from './paths';
import { RETURNING_VISITOR } from './returning-visitor';

const port = e2ePort;
export { baseURL };

/**
 * Journeys against the real product: `npm start --reset` on its own port and data folder,
 * driven in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../test-results',
  use: {
    baseURL,
    storageState: RETURNING_VISITOR,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      teardown: 'protocol',
    },
    // After the journeys: every publication of the run was a member of the real-time protocol.
    { name: 'protocol', testMatch: 'protocol.teardown.ts' },
  ],
  webServer: {
    command: 'node scripts/start.mjs --reset',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The demo jackpot with chances of about one in a million per bet, so no journey's balance
    // moves by a random hit; jackpots.e2e.ts forces its hit through the admin API.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JACKPOTS_CONFIG: fileURLToPath(new URL('./jackpots.json', import.meta.url)),
      // Every journey signs a fresh player up from 127.0.0.1: more than a real address's 20 an
      // hour (platform.ts signUpPerAddress).
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '500',
      // The demo casino that embeds the product, on a second origin (embed.e2e.ts, issue 23).
      DEMO_HOST_PORT: String(port + 1),
    },
  },
});
