import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { BASE_URL, CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { logIn } from './failureHelpers';
import { waitForQuietNetwork } from './quietNetwork';
import { ADMIN_ROUTES, VISITOR_ROUTES } from './sweptRoutes';

// Issue 14 §4, every page: the site in Hebrew as `--locale he_IL` prints it (the test cookie picks the locale),
// each route of the sweep list at a phone and a desktop width. The page is right to left from its <html dir>, the
// heading reads right to left and starts at the right of its box, nothing scrolls sideways, and axe finds nothing
// at any impact. rtl.spec.ts looks closer at the home, team and register pages and the admin teams list.

const WIDTHS = [375, 1280] as const;

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'p2p_test_locale', value: 'he_IL', url: BASE_URL }]);
});

async function expectMirrored(page: Page, mount: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForQuietNetwork(page);
  await expect(page.locator(`${mount} [role="status"]:has(svg)`)).toHaveCount(0);
  const heading = page.locator(`${mount} h1, ${mount} h2`).first();
  await expect(heading).toBeVisible();
  const layout = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      direction: getComputedStyle(element).direction,
      // Start-aligned text in a right-to-left box hugs its right edge.
      gapAtRight: box.right - text.right,
      gapAtLeft: text.left - box.left,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(layout.direction, 'the heading reads right to left').toBe('rtl');
  expect(layout.gapAtRight, 'the heading starts at the right').toBeLessThanOrEqual(layout.gapAtLeft + 1);
  expect(layout.overflow, 'horizontal page overflow (px)').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
}

for (const { path, user } of VISITOR_ROUTES) {
  for (const width of WIDTHS) {
    const who = user ? ` as ${user}` : '';
    test(`${path}${who} at ${width} px in Hebrew: mirrored, no sideways scroll, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (user) await logIn(page, DEMO_USERS[user]);
      await page.goto(`${CAMPAIGN_PATH}${path}`);
      // Swept where it was meant to be: a guard that turned the user away would have moved the address.
      await expect(page).toHaveURL(`${CAMPAIGN_URL}${path}`);
      if (/\/donate\/?$/.test(path))
        await expect(page.locator('#p2p-app [data-state="loaded"] > iframe')).toBeVisible();
      await expectMirrored(page, '#p2p-app');
    });
  }
}

for (const { path } of ADMIN_ROUTES) {
  for (const width of WIDTHS) {
    test(`admin ${path} at ${width} px in Hebrew: mirrored, no sideways scroll, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, DEMO_USERS.admin);
      await page.goto(path);
      await expect(page).toHaveURL(`${BASE_URL}${path}`);
      await expectMirrored(page, '#give-p2p-campaigns-app');
    });
  }
}
