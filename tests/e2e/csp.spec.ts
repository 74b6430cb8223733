import { expect, test, type Page } from './test';
import { SMALL_PNG } from './accountHelpers';
import { CAMPAIGN_PATH, DEMO_PASSWORD, DEMO_USERS } from './env';
import { logIn } from './failureHelpers';
import { waitForQuietNetwork } from './quietNetwork';
import { cspViolations, underStrictPolicy } from './sweep';

// The app runs under the strict policy the host sends with --csp (scripts only from 'self' or with the response's
// nonce, styles only from 'self'; host/page/csp.ts, and host/page/render.test.ts shows the host sends it). Every
// sweep load runs under it (sweep.ts: pseudo-locale.spec.ts, rtl.spec.ts and hostile.spec.ts, every route, both
// widths); here: that the listener hears a violation at all, the log-in form, and the image previews.

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test.beforeEach(async ({ page }) => {
  await underStrictPolicy(page);
});

test('the violation listener hears a real violation (so zero means zero)', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/login/`);
  await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
  await expect.poll(() => cspViolations(page)).toEqual([expect.stringContaining('style-src')]);
});

test('a fundraiser logs in through the form and joins a team with zero CSP violations', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/login/`);
  await page.getByRole('textbox', { name: /Email or username/ }).fill(DEMO_USERS.fundraiser);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /Log in|Sign in/ }).click();
  await page.waitForURL(/start-fundraising/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  // The sweeps open the fundraiser's other pages; the join page they open as a visitor.
  await page.goto(`${CAMPAIGN_PATH}/team/1/join/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForQuietNetwork(page);
  expect(await cspViolations(page)).toEqual([]);
});

// Every form with an image upload, for a user who may open it. The preview is a data: URL (FileReader), which the
// documented policy's `img-src 'self' data:` allows; a blob: URL would be blocked and show nothing.
const UPLOAD_FORMS: ReadonlyArray<{ user: string; route: string }> = [
  { user: DEMO_USERS.noprofile, route: '/register/create-profile/' },
  { user: DEMO_USERS.noprofile, route: '/create-team/' },
  { user: DEMO_USERS.fundraiser, route: '/fundraiser/2/update/' },
  { user: DEMO_USERS.captain, route: '/team/1/update' },
];

async function expectPreviewShows(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  const preview = page.getByRole('img', { name: `Preview of ${SMALL_PNG.name}` });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  // Loaded, not a broken image: the browser decoded it.
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

for (const { user, route } of UPLOAD_FORMS) {
  test(`${route}: a chosen image shows its preview with zero CSP violations`, async ({ page }) => {
    await logIn(page, user);
    await page.goto(`${CAMPAIGN_PATH}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPreviewShows(page);
    expect(await cspViolations(page)).toEqual([]);
  });
}
