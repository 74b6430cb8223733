import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Disposable,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

/**
 * Every spec imports `test` from here: Playwright's, with one page per worker that each test gets back clean,
 * instead of a new context and page per test.
 *
 * Why: on this 2-core machine a new page costs about 3 s of CPU (renderer, compositor, Playwright's set-up) before
 * the app even loads; the same load in a page that already exists costs under 1 s. Measured with 15 loads of
 * /team/1/ at both widths: 70 s of CPU and 3.5 s a test with a page each, 23 s and 1.9 s with one page; a new
 * page in a shared context costs as much as a new context (so the page, not the context, is the dear part).
 *
 * What a test gets is as if new: no cookies (so signed out), no storage, no permissions, online, the test's
 * viewport, no routes, listeners, init scripts or other tabs left by the test before, and a blank document (the
 * last test's page, its timers and polling, is gone). The HTTP cache is kept: the host sends its pages and API
 * answers with `no-store`, so only scripts, styles and images come from it, as for a returning visitor.
 * What cannot be undone makes the next test start on a new context: a fake clock (page.clock has no uninstall),
 * a failed test (whatever it left), and context options a shared context cannot change (touch, a mobile device).
 * A test that needs the first visit's empty cache asks for its own context (`coldCache`).
 */

interface Shared {
  context: BrowserContext;
  page: Page;
  /** The options the context was made with, but the viewport (set per test): a test that differs gets its own. */
  made: string;
}

/** Page events a test may listen to; each test starts without the last one's listeners. */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;
const CONTEXT_EVENTS = [
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
] as const;

/** What a test adds that Playwright can take back: each of these calls hands back a Disposable. */
const UNDOABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

/** Records the Disposable of every UNDOABLE call made on `target` into `into`, until the returned stop is called. */
function recordUndoable(target: Page | BrowserContext, into: Disposable[]): () => void {
  const originals = UNDOABLE.map((method) => [method, target[method]] as const);
  for (const [method, original] of originals) {
    const call = original as (...args: unknown[]) => Promise<Disposable>;
    Object.assign(target, {
      [method]: async (...args: unknown[]) => {
        const disposable = await call.apply(target, args);
        into.push(disposable);
        return disposable;
      },
    });
  }
  return () => {
    for (const [method, original] of originals) Object.assign(target, { [method]: original });
  };
}

async function clearStorage(page: Page, baseURL: string | undefined): Promise<void> {
  if (!baseURL || !page.url().startsWith(baseURL)) return;
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => undefined);
}

/** A fake clock lives in the context's init scripts for good (Playwright has no uninstall). */
async function hasFakeClock(page: Page): Promise<boolean> {
  return page.evaluate(() => '__pwClock' in globalThis).catch(() => true);
}

/** Back to as new, for the next test of this worker. */
async function giveBack(shared: Shared, added: Disposable[], baseURL: string | undefined): Promise<void> {
  const { context, page } = shared;
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const other of context.pages()) if (other !== page) await other.close();
  await clearStorage(page, baseURL);
  await page.goto('about:blank', { timeout: 10_000 });
  for (const disposable of added) await disposable.dispose();
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
}

async function newShared(browser: Browser, options: BrowserContextOptions, made: string): Promise<Shared> {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage(), made };
}

/**
 * `test.use({ coldCache: true })`: a context of its own, with an empty HTTP cache, for a test that needs the first
 * visit's network (offline before a chunk was ever fetched, a chunk's request seen). Routing already bypasses the
 * cache (Playwright turns it off while a route is set).
 */
export interface SharedPageOptions {
  coldCache: boolean;
}

export const test = base.extend<
  SharedPageOptions & { sharedPage: Shared },
  { workerShared: { current: Shared | null } }
>({
  coldCache: [false, { option: true }],

  workerShared: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const holder: { current: Shared | null } = { current: null };
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],

  sharedPage: async (
    { browser, workerShared, coldCache, baseURL, locale, timezoneId, viewport, permissions, hasTouch, isMobile },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = { baseURL, locale, timezoneId, viewport };
    const made = JSON.stringify({ baseURL, locale, timezoneId });
    // Touch and a mobile device are fixed when a context is made: such a test gets one of its own.
    const ownContext = coldCache || hasTouch || isMobile;
    let shared: Shared;
    if (ownContext) {
      shared = await newShared(browser, { ...options, hasTouch, isMobile }, made);
    } else {
      // A test that sets another locale, time zone or base URL than the shared context was made with gets a new one.
      if (workerShared.current?.made !== made) {
        await workerShared.current?.context.close();
        workerShared.current = await newShared(browser, options, made);
      }
      shared = workerShared.current;
      await shared.page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    }
    const { context, page } = shared;
    if (permissions?.length) await context.grantPermissions(permissions);

    const added: Disposable[] = [];
    const stopRecording = [recordUndoable(page, added), recordUndoable(context, added)];
    await use(shared);
    for (const stop of stopRecording) stop();

    const failed = testInfo.status !== testInfo.expectedStatus;
    if (ownContext || failed || page.isClosed() || (await hasFakeClock(page))) {
      await context.close();
      if (!ownContext) workerShared.current = null;
      return;
    }
    try {
      await giveBack(shared, added, baseURL);
    } catch {
      // Whatever could not be undone is not handed on: the next test starts on a new context.
      await context.close();
      workerShared.current = null;
    }
  },

  context: async ({ sharedPage }, use) => {
    await use(sharedPage.context);
  },

  page: async ({ sharedPage }, use) => {
    await use(sharedPage.page);
  },
});
