import { expect, test, type Page } from './test';
import { CAMPAIGN_PATH, CAMPAIGN_URL } from './env';
import { pauseClock } from './pageClock';
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

interface StatsRead {
  visibility: DocumentVisibilityState;
  /** The page's (fake) clock when fetch was called. */
  at: number;
  /** The answer's status once the app has read its body, 0 before (or for a read that failed without one). */
  status: number;
}

interface StatsReads {
  /** Every read so far. */
  all(): Promise<StatsRead[]>;
  /**
   * Moves the page's clock on in steps shorter than the client's request timeout, letting each read that a step
   * starts finish before the next: one long jump would time out a read still in flight (an error SWR then retries
   * on its own schedule).
   */
  advance(ms: number): Promise<void>;
}

/**
 * The stats reads, recorded in the page as fetch is called: read back after a clock jump, a read the jump started
 * is already there (a request event may arrive later than the test looks).
 */
async function statsReadsInPage(page: Page): Promise<StatsReads> {
  await page.addInitScript(() => {
    const calls: { visibility: DocumentVisibilityState; at: number; status: number }[] = [];
    (window as unknown as { __statsReads: typeof calls }).__statsReads = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const answer = original(input, init);
      if (new URL(url, location.href).pathname.endsWith('/get-stats')) {
        const call = { visibility: document.visibilityState, at: Date.now(), status: 0 };
        calls.push(call);
        // Done once the app has read the body (the API client always does), not when the headers come: SWR starts
        // its next minute only after that, and a clock step taken in between stretched one gap by 572 ms in CI.
        answer.then(
          (response) => {
            const text = response.text.bind(response);
            response.text = () =>
              text().then((body) => {
                call.status = response.status;
                return body;
              });
          },
          () => undefined,
        );
      }
      return answer;
    };
  });
  const all = () => page.evaluate(() => [...(window as unknown as { __statsReads: StatsRead[] }).__statsReads]);
  const settled = async () => (await all()).every((read) => read.status !== 0);
  return {
    all,
    async advance(ms) {
      for (let left = ms; left > 0; left -= STEP_MS) {
        await page.clock.runFor(Math.min(STEP_MS, left));
        await expect.poll(settled).toBe(true);
      }
    },
  };
}

/** Well under the API client's 20 s request timeout. */
const STEP_MS = 5_000;

function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<number> {
  return page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    return Date.now();
  }, state);
}

/**
 * The minute runs from the end of the previous read, which the test lets finish at the end of its clock step; and
 * SWR drops a timer's read that falls within its dedupe window (2 s) of a focus read: the next comes a minute on.
 */
const LONGEST_GAP_MS = 60_000 + STEP_MS + 2_000;

test('a visible page reads every minute; a hidden one does not', async ({ page }) => {
  await page.clock.install();
  const reads = await statsReadsInPage(page);
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
  await expect.poll(async () => (await reads.all()).map((read) => read.status)).toEqual([200]);
  // From here the clock moves only as the test moves it: a read's answer takes no time on the page's clock, so
  // the minute between two timed reads is exact.
  await pauseClock(page);

  const hiddenAt = await setVisibility(page, 'hidden');
  await reads.advance(3 * 60_000);
  expect(await reads.all()).toHaveLength(1);

  // Back in front: a read at once (SWR takes visibilitychange as focus), then at least one a minute. The timer's
  // phase is the feed's mount time, so where its first read falls after the return is not fixed: check the gaps.
  const backAt = await setVisibility(page, 'visible');
  await reads.advance(3 * 60_000);
  const endAt = await page.evaluate(() => Date.now());
  const all = await reads.all();
  expect(all.map((read) => [read.visibility, read.status])).toEqual(all.map(() => ['visible', 200]));
  expect(all.filter((read) => read.at > hiddenAt && read.at < backAt)).toEqual([]);
  const afterReturn = all.slice(1).map((read) => read.at);
  const times = [backAt, ...afterReturn, endAt];
  // The read it starts may wait on a timer (a lazily mounted read scope's first turn): within the first step.
  expect((afterReturn[0] ?? endAt) - backAt).toBeLessThanOrEqual(STEP_MS);
  const gaps = times.slice(2).map((at, index) => at - (times[index + 1] ?? at));
  for (const gap of gaps) expect(gap).toBeLessThanOrEqual(LONGEST_GAP_MS);
  // Between two timed reads, never less than the minute.
  for (const gap of gaps.slice(1, -1)) expect(gap).toBeGreaterThanOrEqual(60_000);
  // Three minutes in front: the return's read and two or three timed ones, never more than one a minute.
  expect(afterReturn.length).toBeGreaterThanOrEqual(3);
  expect(afterReturn.length).toBeLessThanOrEqual(4);
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
