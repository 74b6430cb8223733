import { expect, test, type Page } from '@playwright/test';
import { CAMPAIGN_PATH, CAMPAIGN_URL } from './env';
import { startEachTestFromTheSeed } from './seed';

// Issue 15 §2: a landing page keeps its totals fresh through the host's stats read (window.GiveP2P.statsRead).

const HOME = `${CAMPAIGN_PATH}/`;
const FEED_CHUNK = /\/LiveStatsFeed-[\w-]+\.js$/;

startEachTestFromTheSeed();

/** Every stats read the page makes. */
function statsReads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/get-stats')) urls.push(request.url());
  });
  return urls;
}

/** A gift through the reference host's demo donation form, as a donor in another tab would make it. */
async function give(page: Page, dollars: number): Promise<void> {
  const response = await page.request.post(`/give-form/?campaign=1`, {
    form: { amount: String(dollars), name: 'Live Tester' },
  });
  expect(response.ok()).toBe(true);
}

/** The amount raised the host printed with the page (the mount element's data-campaign-stats). */
async function raisedInPageData(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stats = document.querySelector('[data-campaign-stats]')?.getAttribute('data-campaign-stats') ?? '{}';
    return (JSON.parse(stats) as { raisedAmount: number }).raisedAmount;
  });
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test('a gift made elsewhere shows on the next focus, with one announcement', async ({ page }) => {
  const reads = statsReads(page);
  const feed = page.waitForRequest(FEED_CHUNK);
  await page.goto(HOME);
  await feed;
  const status = page.locator('[data-live-stats]');
  await expect(status).toBeAttached();
  // The host data is fresh: nothing is read on arrival.
  expect(reads).toEqual([]);

  const before = await raisedInPageData(page);
  await give(page, 250);
  // SWR ignores focus for a few seconds after it starts: focus until it reads.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return status.textContent();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe('$250 more raised');
  await expect(page.getByText(dollars(before + 250), { exact: true }).first()).toBeVisible();
  expect(reads.length).toBeGreaterThan(0);

  // Nothing new: another read changes nothing and announces nothing more.
  const readsSoFar = reads.length;
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return reads.length;
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBeGreaterThan(readsSoFar);
  await expect(status.locator('span')).toHaveCount(1);
  await expect(status).toHaveText('$250 more raised');
});

/**
 * The page's visibility at each stats read, recorded in the page as fetch is called: read back after a clock jump,
 * a read the jump started is already there (a request event may arrive later than the test looks).
 */
async function statsReadVisibility(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __statsReads: string[] }).__statsReads = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname.endsWith('/get-stats')) calls.push(document.visibilityState);
      return original(input, init);
    };
  });
  return () => page.evaluate(() => [...(window as unknown as { __statsReads: string[] }).__statsReads]);
}

function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  return page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('a visible page reads every minute; a hidden one does not', async ({ page }) => {
  await page.clock.install();
  const reads = await statsReadVisibility(page);
  const feed = page.waitForRequest(FEED_CHUNK);
  await page.goto(HOME);
  // The feed loads once the page has loaded and the browser is idle.
  await page.clock.runFor(5_000);
  await feed;
  await expect(page.locator('[data-live-stats]')).toBeAttached();
  // One read on focus (past SWR's 5 s focus throttle) loads the API client: from then on a read that a timer
  // starts reaches fetch in the timer's own turn, before the test looks.
  await page.clock.runFor(6_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(reads).toEqual(['visible']);

  await setVisibility(page, 'hidden');
  await page.clock.runFor(3 * 60_000);
  expect(await reads()).toEqual(['visible']);

  // Back in front: a read at once (SWR takes visibilitychange as focus), then one a minute.
  await setVisibility(page, 'visible');
  // The read it starts may wait on a timer of the paused clock (a lazily mounted read scope's first turn).
  await page.clock.runFor(1_000);
  await expect.poll(reads).toEqual(['visible', 'visible']);
  await page.clock.runFor(60_000);
  await expect.poll(reads).toEqual(['visible', 'visible', 'visible']);
});

test('without the stats read the page never polls', async ({ page }) => {
  // The host page as a plugin without the stats read prints it: no statsRead in window.GiveP2P.
  await page.route(`${CAMPAIGN_URL}/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('"statsRead":true', '"statsRead":false');
    await route.fulfill({ response, body });
  });
  await page.clock.install();
  const reads = statsReads(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (FEED_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.clock.runFor(3 * 60_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(chunks).toEqual([]);
  expect(reads).toEqual([]);
});
