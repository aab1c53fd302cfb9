import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3917);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'redigo-e2e-'));

/** Browser tests in Debian's Chromium against the real local stack (`npm start`'s runtime, fresh data). */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node infra/dist/local/main.js',
    cwd: join(__dirname, '../..'),
    url: `http://127.0.0.1:${PORT}/api/category`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Password hashing cheaper than in production (as in the integration tests), only to keep the suite fast: the
    // browser tests sign in about a hundred times; the algorithm is the same.
    // The demo studio (SEED_DEMO_STUDIO, npm start's default) is left out: the browser tests' demo lawyer buys and is
    // invoiced in their own name, and the studio's tests make their own studio.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ACCESS_LOG: '0',
      PASSWORD_HASH_COST: '12',
      SEED_DEMO_STUDIO: '0',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
