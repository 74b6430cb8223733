import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { WP_URL } from './site';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The built app inside a real WordPress (tests/wordpress/site.ts starts it in global setup): the loader plugin as
 * the README shows it, Twenty Twenty-Three, wp-admin with its own CSS and emoji script. One worker: one site.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  outputDir: join(root, 'test-results', 'wordpress', 'output'),
  workers: 1,
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: join(root, 'test-results', 'wordpress.json') }]],
  use: {
    baseURL: WP_URL,
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
