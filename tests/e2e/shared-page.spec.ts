import { CAMPAIGN_URL, DEMO_USERS } from './env';
import { logIn } from './failureHelpers';
import { expect, type Page, test } from './test';

// The shared page of tests/e2e/test.ts: the second test gets the first one's page, and nothing the first one left.
// In order, in one worker (a spec file's tests run in the order written).

let firstPage: Page | null = null;
const seen: string[] = [];

test('a test that leaves everything behind', async ({ page, context }) => {
  firstPage = page;
  await logIn(page, DEMO_USERS.fundraiser);
  await page.goto(`${CAMPAIGN_URL}/login/`);
  await page.evaluate(() => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
  });
  await page.addInitScript(() => {
    (window as unknown as { leftBehind: boolean }).leftBehind = true;
  });
  await context.addInitScript(() => {
    (window as unknown as { leftBehindToo: boolean }).leftBehindToo = true;
  });
  await page.exposeFunction('leftBehindBinding', () => 1);
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
  page.on('request', (request) => seen.push(request.url()));
  await page.setViewportSize({ width: 375, height: 600 });
  await context.setOffline(true);
  await context.grantPermissions(['clipboard-read']);
  await context.newPage();
});

test('the next test gets the same page back as new', async ({ page, context, baseURL }) => {
  expect(page, 'the same page: no new one paid for').toBe(firstPage);
  expect(page.url()).toBe('about:blank');
  expect(context.pages()).toEqual([page]);
  expect(await context.cookies(), 'signed out').toEqual([]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  const requestsBefore = seen.length;
  await page.goto(`${CAMPAIGN_URL}/login/`);
  expect(seen.length, 'no listener of the last test').toBe(requestsBefore);
  expect(
    await page.evaluate(() => ({
      local: localStorage.getItem('left'),
      session: sessionStorage.getItem('left'),
      script: 'leftBehind' in window,
      contextScript: 'leftBehindToo' in window,
      binding: 'leftBehindBinding' in window,
      online: navigator.onLine,
    })),
  ).toEqual({ local: null, session: null, script: false, contextScript: false, binding: false, online: true });
  expect(await (await page.request.get(`${baseURL}/robots.txt`)).text()).not.toBe('routed');
  expect(await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()))).not.toBe('routed');
  const clipboard = await page.evaluate(() =>
    navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((status) => status.state),
  );
  expect(clipboard).not.toBe('granted');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

let clockPage: Page | null = null;

test('a test with a fake clock', async ({ page }) => {
  clockPage = page;
  await page.clock.install();
  await page.goto(`${CAMPAIGN_URL}/login/`);
});

test('the next test after a fake clock gets a new context, with real time', async ({ page }) => {
  expect(page, 'a page of a new context').not.toBe(clockPage);
  await page.goto(`${CAMPAIGN_URL}/login/`);
  expect(await page.evaluate(() => '__pwClock' in globalThis)).toBe(false);
});

test.describe('another locale', () => {
  test.use({ locale: 'de-DE' });
  test('a test with other context options gets a context made with them', async ({ page }) => {
    expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
  });
});
