/**
 * End-to-end tests in Chromium (found as the engine finds it: CHROMIUM_PATH, the system's, the npm-shipped one;
 * never downloaded) against the real server.
 * The server gets a fresh temporary DATA_DIR, ALLOW_PRIVATE_NETWORK=true (fixture sites on
 * loopback) and a free port. The web app is built first unless E2E_SKIP_BUILD=1
 * (`npm run test:e2e` already builds).
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_LAUNCH } from './tests/e2e/helpers/browser';
import { freePort } from './src/engine/testing/ports';

// Workers re-load this file: the parent's choice is passed down through the environment.
process.env.E2E_PORT ??= String(process.env.PORT_E2E ?? (await freePort()));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'getseen-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const build = process.env.E2E_SKIP_BUILD === '1' ? '' : 'npx vite build --logLevel warn && ';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: E2E_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: E2E_LAUNCH } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `${build}npx tsx src/server/main.ts`,
        url: `${baseURL}/readyz`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR!,
          ALLOW_PRIVATE_NETWORK: 'true',
          ANALYSIS_CACHE_MINUTES: '0',
          // Every test browser comes from 127.0.0.1: the per-address free-trial allowance would run out (decision 011).
          FREE_TRIAL_PER_IP_PER_DAY: '100000',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
        },
      },
});
