import type { Page, Request } from '@playwright/test';

/**
 * Resolves once the page (every frame) has started and finished no request for `quietMs`. Used instead of
 * Playwright's `networkidle`, which can hang for good when a frame's subresource finishes before that frame's
 * DOMContentLoaded (microsoft/playwright#42598, still open in 1.65): the donation frame on /donate/ did, about one
 * load in twenty, with every request finished.
 */
export async function waitForQuietNetwork(page: Page, { quietMs = 500, timeout = 20_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    pending.add(request);
    lastActivity = Date.now();
  };
  // A request already in flight when this began ends unseen-started: its end still counts as activity.
  const ended = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeout;
    while (pending.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const urls = [...pending].map((request) => request.url()).join(', ');
        throw new Error(`the network was not quiet within ${timeout} ms; in flight: ${urls || 'none'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
