import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright drives Debian's Chromium (browsers cannot be downloaded here);
 * CHROMIUM_PATH overrides the binary. `scripts/e2e.ts` starts the API and
 * the static server before this runs.
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 14321);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core machine, where much of a test is waiting.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://villa-adriatic.localhost:${sitePort}`,
    // Recording a trace costs a sixth of the run's time: CI records the retry of a failed test (pass --trace on to record here).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The embedding tests put a public-origin page around the local site.
        '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
