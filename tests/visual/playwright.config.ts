import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * Local visual baselines: every story of the built Storybook, cropped to the box it paints (the viewport
 * for overlays), screenshotted in Debian's Chromium and compared with the PNGs committed in
 * __screenshots__/. Update them with `npm run test:visual:update`; `npm run test:visual:proof` shows a
 * one-token change to Button failing every Button story.
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
  // A flaky test is a bug, not a retry: none, and a retry-pass would fail the run (issue 13).
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  timeout: 60_000, // a story whose play function waits on something that never comes should fail with its own message
  // The HTML report shows each failed story's expected, actual and diff images side by side.
  reporter: [['list'], ['html', { outputFolder: '../../playwright-report/visual', open: 'never' }]],
  expect: {
    toHaveScreenshot: {
      // Absolute, not a ratio of the shot: a ratio let a small component's change hide in a big picture.
      // Noise measured on this font set (two full runs against baselines from the same build, 337
      // stories): at threshold 0 anti-aliased curve edges jitter in 10 stories (1-36 px each; the worst
      // jittered pixel measured is 0.12 on pixelmatch's colour scale); at threshold 0.2 no pixel differed.
      // 8 px absorbs a stray jittered edge without hiding a real change: in `npm run test:visual:proof`
      // the smallest signal, the Tiny button's corners going md → pill, is 33 px (a whole button: 134-405).
      maxDiffPixels: 8,
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
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
    },
    trace: 'off',
  },
});
