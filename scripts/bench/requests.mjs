// API calls the campaign home makes: on first load, after 30 s idle, and once scrolled to the bottom.
import { PHONE } from './sizes.mjs';

const isApiCall = (url) => url.includes('/wp-json/') || url.includes('rest_route=');
const duplicates = (list) => list.length - new Set(list).size;
const tally = (list, base) => ({
  count: list.length,
  duplicates: duplicates(list),
  urls: list.map((url) => url.replace(base, '')),
});

export async function homeRequests(browser, { url, base, idleMs }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const calls = [];
  page.on('request', (request) => {
    if (isApiCall(request.url())) calls.push(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const firstLoad = [...calls];
  let afterIdle = null;
  if (idleMs > 0) {
    await page.waitForTimeout(idleMs);
    afterIdle = tally(calls, base);
  }
  // Everything below the fold, then the page's whole length: what a visitor who reads to the end triggers.
  await page.mouse.wheel(0, 400);
  for (let step = 0; step < 30; step += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  const scrolled = tally(calls, base);
  await context.close();
  return { firstLoad: tally(firstLoad, base), afterIdle, afterScrolling: scrolled };
}
