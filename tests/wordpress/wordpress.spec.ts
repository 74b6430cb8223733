import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { CAMPAIGN_PAGE, WP_ADMIN, WP_URL } from './site';

extend([a11yPlugin]);

const SCREENSHOTS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'wordpress',
  'screenshots',
);
mkdirSync(SCREENSHOTS, { recursive: true });
const WIDTHS = [375, 1280] as const;
const REST = '/wp-json/give-api/v2/p2p-campaigns/';

interface Watch {
  problems: string[];
  restCalls: { url: string; nonce: string | null; status: number }[];
  entryLoads: string[];
}

/** Console errors, failed requests and REST calls of everything the page does from now on. */
function watch(page: Page): Watch {
  const seen: Watch = { problems: [], restCalls: [], entryLoads: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // wp-admin's own scripts cancel requests of theirs (the compression test, a spinner image) as the page moves on;
    // a request of the app's (its files, its REST calls) must never fail, cancelled or not.
    const ours = request.url().includes('/give-p2p/') || request.url().includes(REST);
    if (ours || !error.includes('ERR_ABORTED')) seen.problems.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (response.status() >= 400) seen.problems.push(`HTTP ${response.status()}: ${url}`);
    if (/\/assets\/dist\/p2p(-admin)?\.js/.test(url)) seen.entryLoads.push(url);
    if (url.includes(REST))
      seen.restCalls.push({
        url,
        nonce: await response.request().headerValue('x-wp-nonce'),
        status: response.status(),
      });
  });
  return seen;
}

/** The page's own wp_rest nonce (window.GiveP2P, printed by the loader). */
const pageNonce = (page: Page) => page.evaluate(() => (window.GiveP2P as { apiNonce: string }).apiNonce);

async function expectHealthy(page: Page, seen: Watch) {
  await page.waitForLoadState('networkidle');
  expect(seen.problems).toEqual([]);
  // Each entry ran once, with WordPress's ?ver= (a chunk importing it would load it again without the query).
  expect(seen.entryLoads).toHaveLength(1);
  expect(seen.entryLoads[0]).toMatch(/\?ver=0\.1\.0$/);
  const nonce = await pageNonce(page);
  for (const call of seen.restCalls) expect(call, call.url).toMatchObject({ nonce, status: 200 });
}

/** Every link and button of the app reads at 4.5:1 at least against the background it sits on. */
async function expectReadableControls(page: Page, mount: string) {
  const pairs = await page.$$eval(`${mount} a, ${mount} button`, (elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        let background = 'rgba(0, 0, 0, 0)';
        for (let node: Element | null = element; node; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
            background = color;
            break;
          }
        }
        return {
          text: element.textContent?.trim().slice(0, 40) ?? '',
          color: getComputedStyle(element).color,
          background,
        };
      }),
  );
  expect(pairs.length).toBeGreaterThan(0);
  const unreadable = pairs
    .map((pair) => ({
      ...pair,
      contrast: colord(pair.color).contrast(pair.background === 'rgba(0, 0, 0, 0)' ? '#fff' : pair.background),
    }))
    .filter((pair) => pair.contrast < 4.5);
  expect(unreadable).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: width !== 375 });
  }
}

const VISITOR_PAGES = [
  { name: 'home', path: '/', en: { role: 'link', name: 'Donate Now' }, de: { role: 'link', name: 'Jetzt spenden' } },
  {
    name: 'team',
    path: '/team/1/',
    en: { role: 'heading', name: 'Team Members' },
    de: { role: 'heading', name: 'Teammitglieder' },
  },
  // A lazily loaded chunk: its strings reach it through the same wp.i18n locale data.
  {
    name: 'team-leaderboard',
    path: '/team-leaderboard/',
    en: { role: 'heading', name: 'Team Leaderboard' },
    de: { role: 'heading', name: 'Team-Rangliste' },
  },
] as const;

for (const locale of ['en', 'de'] as const) {
  test.describe(`visitor pages in ${locale === 'en' ? 'English' : 'German'}`, () => {
    test.beforeEach(async ({ context }) => {
      if (locale === 'de') await context.addCookies([{ name: 'p2p_locale', value: 'de_DE', url: WP_URL }]);
    });

    for (const route of VISITOR_PAGES) {
      test(`${route.name}: runs once, translated, every read with the real nonce, readable controls`, async ({
        page,
      }) => {
        const seen = watch(page);
        await page.goto(`${CAMPAIGN_PAGE}${route.path}`);
        const landmark = route[locale];
        await expect(page.getByRole(landmark.role, { name: landmark.name, exact: true }).first()).toBeVisible();
        // Down to the end, as a visitor scrolls on while sections load: what loads below the fold loads too, and
        // reads through the REST API (the double-run app died on the first scroll).
        await expect
          .poll(async () => {
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            return seen.restCalls.length;
          })
          .toBeGreaterThan(0);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-US' : 'de-DE');
        await expectHealthy(page, seen);
        // The theme prints no title of its own above the campaign (it would push Donate below a phone's first screen).
        await expect(page.locator('.wp-block-post-title')).toHaveCount(0);
        // WordPress's emoji script is active on the site and finds nothing of ours to replace.
        expect(await page.evaluate(() => '_wpemojiSettings' in window)).toBe(true);
        await expect(page.locator('#p2p-app img.emoji')).toHaveCount(0);
        await shoot(page, `${route.name}-${locale}`);
        await expectReadableControls(page, '#p2p-app');
      });
    }
  });
}

test('WordPress refuses a REST read with a wrong nonce, so the app’s reads pass a real check', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PAGE}/`);
  const status = await page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { 'X-WP-Nonce': 'not-a-nonce' } });
    return { status: answer.status, code: ((await answer.json()) as { code: string }).code };
  }, `${WP_URL}${REST}get-campaign-top-donors?campaign_id=1`);
  expect(status).toEqual({ status: 403, code: 'rest_cookie_invalid_nonce' });
});

test.describe('admin screens inside wp-admin', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${WP_URL}/wp-login.php`);
    await page.getByLabel('Username or Email Address').fill(WP_ADMIN.user);
    await page.getByLabel('Password', { exact: true }).fill(WP_ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/wp-admin\//);
    await page.waitForLoadState('networkidle');
  });

  const screens = [
    { name: 'admin-campaigns', path: 'admin.php?page=p2p-campaigns', table: 'Campaigns' },
    { name: 'admin-teams', path: 'admin.php?page=p2p-edit-campaign&id=1&tab=teams', table: 'Teams' },
  ];
  for (const screen of screens) {
    test(`${screen.name}: rows shown with wp-admin's CSS and emoji script active`, async ({ page }) => {
      const seen = watch(page);
      await page.goto(`${WP_URL}/wp-admin/${screen.path}`);
      const rows = page.locator('#give-p2p-campaigns-app').getByRole('table', { name: screen.table }).getByRole('row');
      await expect(rows.nth(2)).toBeVisible(); // the header and at least two rows read from the plugin's answers
      expect(
        await page.locator('link[href*="load-styles.php"], link#forms-css, link#common-css').count(),
      ).toBeGreaterThan(0);
      expect(await page.evaluate(() => '_wpemojiSettings' in window)).toBe(true);
      await expect(page.locator('#give-p2p-campaigns-app img.emoji')).toHaveCount(0);
      await expectHealthy(page, seen);
      expect(seen.restCalls.length).toBeGreaterThan(0);
      await shoot(page, screen.name);
      await expectReadableControls(page, '#give-p2p-campaigns-app');
    });
  }
});
