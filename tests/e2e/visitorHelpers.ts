import { expect, type Page } from '@playwright/test';
import { waitForQuietNetwork } from './quietNetwork';
import { DEMO_PASSWORD } from './env';

// Shared by home.spec.ts, team-page.spec.ts and fundraiser-page.spec.ts.

/** Logs in through the host's API from a campaign page (session cookie + nonce), then reloads `path`. */
export async function logInAs(page: Page, email: string, path: string): Promise<void> {
  await page.goto(path);
  const status = await page.evaluate(
    async ({ email, password }) => {
      const { apiRoot, apiNonce } = (window as unknown as { GiveP2P: { apiRoot: string; apiNonce: string } }).GiveP2P;
      const response = await fetch(`${apiRoot}/fundraiser-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': apiNonce },
        body: JSON.stringify({ user_handle: email, password, campaign_id: 1 }),
      });
      return response.status;
    },
    { email, password: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
  await page.goto(path);
}

/** The API calls (path and query) the page makes, in order. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/wp-json/') || url.searchParams.has('rest_route'))
      calls.push(`${url.pathname.split('/').at(-1)}${url.search}`);
  });
  return calls;
}

/**
 * Scrolls to the end of the page until every section loaded on demand (the campaign home below its first screen)
 * has rendered, then waits for their requests. Tests that inspect a whole page call it, or they would pass on a
 * page that has not rendered its lower half yet. Done only when no section waits and no code loads: a quiet
 * network alone was not enough on a loaded machine, where a section rendered after the quiet window and asked for
 * its code then (a test that went offline next lost the whole page to that chunk).
 */
export async function revealWholePage(page: Page): Promise<void> {
  await expect(async () => {
    await startBelowTheFold(page);
    await waitForQuietNetwork(page);
    await expect(page.locator('[data-when-needed], [data-loading-code]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await waitForQuietNetwork(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** One scroll to the end, without waiting: starts the on-demand sections while a test watches them load. */
export async function startBelowTheFold(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
