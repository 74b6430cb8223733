import type { Page } from '@playwright/test';

// The page's clock in e2e tests: SWR's loading timeout and retry interval, reached by moving Playwright's fake
// clock instead of waiting in real time.

/** SPEC 9's loading timeout on a normal connection (SWR's default `loadingTimeout`, pinned in swr.test.ts). */
export const LOADING_TIMEOUT_MS = 3000;
/** What a loading state says once SWR's loading timeout has fired (screens/app/slowReads.tsx). */
export const STILL_LOADING = 'Still loading…';
/** A read held past the loading timeout: the page's clock jumps past it (fakeClock), no real time is waited. */
export const SLOW_NAME = 'a response held past the loading timeout';

/**
 * Before navigating: Playwright's fake clock, so a test can jump past the loading timeout (pastLoadingTimeout)
 * instead of waiting for it. Time still flows on its own: a clock paused from the start would also hold what
 * the page needs timers for to show at all (React reveals Suspense content on a timer).
 */
export async function fakeClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** With fakeClock: the loading timeout passes at once (SWR's onLoadingSlow fires), as if the laptop had slept. */
export async function pastLoadingTimeout(page: Page): Promise<void> {
  await page.clock.fastForward(LOADING_TIMEOUT_MS);
}

/** SPEC 9's error retry interval on a normal connection (SWR's default `errorRetryInterval`, pinned in swr.test.ts). */
export const ERROR_RETRY_INTERVAL_MS = 5000;

/**
 * With fakeClock: stops the page's clock, so what the page schedules from now on happens only as the test moves
 * the clock on (page.clock.runFor), each timer at its exact time. Returns that moment, as the page's Date.now().
 */
export async function pauseClock(page: Page): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  // A second ahead: the clock runs on between the read and the pause, and a pause cannot go back in time.
  const pausedAt = now + 1000;
  await page.clock.pauseAt(pausedAt);
  return pausedAt;
}
