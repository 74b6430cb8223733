import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * Local visual baselines: every story of the built Storybook, screenshotted in Debian's Chromium and
 * compared with the PNGs committed in __screenshots__/. Update them with `npm run test:visual:update`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/visual',
  // One file per story id, no platform suffix: baselines are made in Debian's Chromium only.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Locally a new story's first run writes its baseline (and fails, so it gets looked at); in CI (and
  // `npm test`, which sets CI=1) a missing baseline fails without writing anything.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000, // a story whose play function waits on something that never comes should fail with its own message
  reporter: 'list',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'] },
    trace: 'off',
  },
});
