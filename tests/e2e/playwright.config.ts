import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { BASE_URL, E2E_DIST, E2E_PORT, E2E_WORK } from './env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * End-to-end tests in Debian's Chromium against the reference host, started here on a fresh database
 * (test-results/e2e-db/, re-seeded with --reset) with the /__test__/ hooks. Fundraisers and teams stay
 * pending as in production; tests approve through POST /__test__/approve-all. One worker: the tests share
 * that database (and may reset it).
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  outputDir: join(root, E2E_WORK, 'output'),
  workers: 1,
  // A flaky test is a bug, not a retry: none here or in CI (issue 13).
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  // Sized for CI's two cores with both shards, their Chromiums and hosts busy at once (a load average near 10):
  // there a lazy page's first data took over 5 s (Playwright's default wait) in 4 of 446 tests of a quiet run.
  // Waits end as soon as the page shows what is expected, so only a failing test pays for them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: join(root, 'test-results', 'e2e.json') }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace records every action's DOM for every test and keeps only the failing ones: on CI, whose files no one
    // can open afterwards, that is CPU for nothing (the log has each failure's message and call log).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: [
      `"${process.execPath}"`,
      'node_modules/tsx/dist/cli.mjs',
      'host/main.ts',
      `--port ${E2E_PORT}`,
      `--db ${E2E_WORK}/db/p2p.sqlite`,
      `--dist ${E2E_DIST}`,
      '--reset',
      '--test-hooks',
      // Demo mode: /outbox/ answers this machine, so journeys read their mail as a demo visitor would.
      '--demo',
    ].join(' '),
    cwd: root,
    url: `${BASE_URL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
