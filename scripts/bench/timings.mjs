// Leaderboard search and pagination, timed inside the page (performance.now and resource timing), so the
// debounce, the request and the render are told apart and Playwright's own round trips do not count.
import { summary } from './stats.mjs';

const DEBOUNCE_MS = 500;

/** performance.now() in the page on the first animation frame where `test()` holds. */
async function whenOnScreen(page, test) {
  const handle = await page.waitForFunction(`(${test.toString()})() && performance.now()`, undefined, {
    polling: 'raf',
    timeout: 15_000,
  });
  return handle.jsonValue();
}

const resourceTiming = (page, fragment) =>
  page.evaluate((part) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(part))
      .at(-1);
    return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
  }, fragment);

async function timeSearch(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  const box = page
    .getByRole('searchbox', { name: 'Search teams' })
    .or(page.getByRole('textbox', { name: 'Search teams' }));
  // The debounce starts at each input event (Playwright's key delay falls between keydown and keyup, so keyup
  // would start the clock 40 ms late).
  await box.evaluate((input) => input.addEventListener('input', () => (window.__lastKey = performance.now())));
  await box.pressSequentially('Crew', { delay: 40 });
  const shown = await whenOnScreen(page, () => {
    const cards = [...document.querySelectorAll('#p2p-app article')];
    return (
      cards.length > 0 &&
      cards.every((card) => /crew/i.test(card.textContent ?? '')) &&
      !document.querySelector('[aria-busy="true"]')
    );
  });
  const lastKey = await page.evaluate(() => window.__lastKey);
  const request = await resourceTiming(page, 'search=Crew');
  return {
    debounce: request ? request.start - lastKey : null,
    request: request ? request.end - request.start : null,
    render: request ? shown - request.end : null,
    afterDebounce: shown - lastKey - DEBOUNCE_MS,
  };
}

async function timePage2(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: 'Page 2' });
  await button.evaluate((element) =>
    element.addEventListener('click', () => (window.__clicked = performance.now()), { capture: true }),
  );
  await button.click();
  const shown = await whenOnScreen(page, () =>
    /Showing 10 - 18 of \d+ Total Teams/.test(document.body.textContent ?? ''),
  );
  const clicked = await page.evaluate(() => window.__clicked);
  const request = await resourceTiming(page, 'page=2');
  return { total: shown - clicked, request: request ? request.end - request.start : null };
}

const pick = (runs, key) => summary(runs.map((run) => run[key]));

export async function leaderboardTimings(browser, { url, runs = 5 }) {
  const page = await browser.newPage();
  const searches = [];
  const pages = [];
  for (let run = 0; run < runs; run += 1) {
    searches.push(await timeSearch(page, url));
    pages.push(await timePage2(page, url));
  }
  await page.close();
  return {
    debounceMs: DEBOUNCE_MS,
    search: {
      afterDebounceMs: pick(searches, 'afterDebounce'),
      measuredDebounceMs: pick(searches, 'debounce'),
      requestMs: pick(searches, 'request'),
      renderMs: pick(searches, 'render'),
    },
    page2: { totalMs: pick(pages, 'total'), requestMs: pick(pages, 'request') },
  };
}
