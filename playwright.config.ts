import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright drives Debian's Chromium (browsers cannot be downloaded here):
 * its headless shell (`chromium-headless-shell`, the same Blink without the
 * browser's own interface, renderers and GPU process), which runs the suite
 * in about two thirds of the time the full browser takes on 2 cores, else
 * the full `chromium`. CHROMIUM_PATH overrides the binary. `scripts/e2e.ts`
 * starts the API and the static server before this runs.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const sitePort = Number(process.env.E2E_SITE_PORT ?? 14321);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core machine, where much of a test is waiting. Measured
  // on 2 cores (the accessibility and payment specs, 45 tests): 318 s with 2 workers, 265 s with 3, 364 s with 4.
  workers: availableParallelism() + 1,
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
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The embedding tests put a public-origin page around the local site.
        '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
        // The GPU (software compositing here) and network services inside the browser process: two processes fewer
        // exchanging messages on 2 busy cores. The accessibility spec's test time went from 369 to 330–352 s.
        '--in-process-gpu',
        '--enable-features=NetworkServiceInProcess',
        // More switches for a run (space-separated), e.g. to measure one's effect.
        ...(process.env.CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
