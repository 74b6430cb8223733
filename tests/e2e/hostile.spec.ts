import { expect, test, type APIRequestContext, type Page } from './test';
import { CAMPAIGN_PATH } from './env';
import {
  checkAtPhoneThenDesktop,
  expectFitsUnderPolicy,
  expectFramed,
  openVisitor,
  PHONE,
  underStrictPolicy,
  VISITOR_MOUNT,
} from './sweep';
import type { SweptRoute } from './sweptRoutes';
import { revealWholePage } from './visitorHelpers';
import { HOSTILE_TEXT, HOSTILE_URLS } from './fixtures/hostileCorpus';

// Hostile text injected through the reference host into every field that reaches the screen never executes,
// never leaves an injected element or handler, and never breaks the layout. The English sweep: each page that
// shows that data, loaded once at a phone width, checked there and again widened to a desktop
// (checkAtPhoneThenDesktop) for the hostile text, the page frame, sideways scroll and the strict policy (sweep.ts).

const SAFE_FORMATTING =
  '<p>Safe paragraph</p><ul><li>Safe item</li></ul><p><em>emphasis</em> <a href="https://example.org/more">safe link</a></p>';

async function patch(request: APIRequestContext, table: string, id: number, fields: Record<string, string>) {
  const response = await request.post('/__test__/patch', { data: { table, id, fields } });
  expect(response.ok(), `${table} ${id}`).toBe(true);
}

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
  const campaign = await request.post('/__test__/campaign', {
    data: {
      campaign_title: `Run ${HOSTILE_TEXT}`,
      short_desc: HOSTILE_TEXT,
      long_desc: `${SAFE_FORMATTING}${HOSTILE_TEXT}<!--more--><p>After the fold</p>${HOSTILE_TEXT}`,
      sponsor_section_heading: HOSTILE_TEXT,
    },
  });
  expect(campaign.ok()).toBe(true);
  for (const id of [1, 2, 3])
    await patch(request, 'team', id, { name: `Team ${id} ${HOSTILE_TEXT}`, story: HOSTILE_TEXT });
  for (const id of [1, 2, 4])
    await patch(request, 'fundraiser', id, { name: `Fundraiser ${id} ${HOSTILE_TEXT}`, story: HOSTILE_TEXT });
  for (const [index, url] of HOSTILE_URLS.entries()) {
    await patch(request, 'sponsor', index + 1, { sponsor_name: `Sponsor ${HOSTILE_TEXT}`, sponsor_url: url });
  }
  for (let id = 1; id <= 600; id += 1) await patch(request, 'donation', id, { donor_name: `Donor ${HOSTILE_TEXT}` });
});

test.afterAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

/** Everything an injection could have left behind, read from the live DOM. */
async function injectionTraces(page: Page) {
  return page.evaluate(() => {
    const app = document.getElementById('p2p-app');
    const elements = app ? [...app.querySelectorAll('*')] : [];
    const handlers = elements.flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
        .map((a) => `${element.tagName} ${a.name}`),
    );
    const hostileLinks = [...document.querySelectorAll('a[href]')]
      .map((anchor) => (anchor.getAttribute('href') ?? '').trim().toLowerCase())
      .filter((href) => /^(javascript|data|vbscript):/.test(href));
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      marked: document.querySelectorAll('[data-pwned]').length,
      scriptsInApp: app?.querySelectorAll('script, iframe:not([title]), object, embed, svg script, math').length ?? 0,
      handlers,
      hostileLinks,
    };
  });
}

/**
 * Every route with hostile text, and what each one folds away (so hidden text is checked too): the campaign
 * story's Read More (only / has a <!--more--> story), 'Show the 20 most recent…' where more than 8 recent gifts exist
 * (fundraiser 2 has fewer) and the Top Donors tab on the pages with donation tabs; and the home's sponsors, whose
 * hostile URLs must not become links.
 */
const ROUTES: readonly (SweptRoute & { readMore?: true; showAll?: true; topDonors?: true; sponsors?: true })[] = [
  { path: '/', frame: 'wide', readMore: true, showAll: true, topDonors: true, sponsors: true },
  { path: '/team/1/', frame: 'wide', showAll: true, topDonors: true },
  { path: '/team/2/', frame: 'wide', showAll: true, topDonors: true },
  { path: '/fundraiser/2/', frame: 'wide', topDonors: true },
  { path: '/team-leaderboard/', frame: 'wide' },
  { path: '/fundraiser-leaderboard/', frame: 'wide' },
  { path: '/register/teams/', frame: 'narrow' },
  { path: '/team/1/join/', frame: 'narrow' },
  { path: '/donate/', frame: 'wide' },
];

/**
 * DOMPurify parses the campaign's HTML in a document of its own, where nothing runs or loads; Chromium still
 * reports each inline handler and style it meets there against the page's policy, from the sanitizer's code.
 * What the sanitizer returns is what reaches the page, and injectionTraces reads that.
 */
const parsedBySanitizer = (violation: string) =>
  /^(script-src-attr|style-src-elem) inline \S+\/SanitizedHtml-[\w-]+\.js:\d+$/.test(violation);

for (const route of ROUTES) {
  test(`${route.path} at 375 then 1280 px: hostile text stays text, no link to a script, framed, no CSP violation`, async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await underStrictPolicy(page);
    await openVisitor(page, route, PHONE);
    await checkAtPhoneThenDesktop(page, VISITOR_MOUNT, async (viewport) => {
      // Scrolled through, so the sections below the first screen and the phone's sticky Donate bar show too.
      await revealWholePage(page);
      // Open what is collapsed (once: it stays open when the window widens), and wait until it shows open.
      if (viewport === PHONE) await unfold(page, route);
      await expect(page.getByRole('button', { name: /Read More|Show all|most recent/ })).toHaveCount(0);
      if (route.sponsors) await expect(page.locator('img[alt^="Sponsor <script>"]')).toHaveCount(HOSTILE_URLS.length);
      const traces = await injectionTraces(page);
      expect(dialogs).toEqual([]);
      expect(traces).toMatchObject({ pwned: null, marked: 0, scriptsInApp: 0, handlers: [], hostileLinks: [] });
      await expectFramed(page, route.frame, viewport);
      // Long words wrap inside their cards.
      await expectFitsUnderPolicy(page, parsedBySanitizer);
    });
  });
}

/** The route's folded text, unfolded. */
async function unfold(page: Page, route: (typeof ROUTES)[number]): Promise<void> {
  if (route.readMore) {
    await page.getByRole('button', { name: 'Read More' }).click();
    await expect(page.getByRole('button', { name: 'Read Less' })).toBeVisible();
  }
  if (route.showAll) {
    await page.getByRole('button', { name: /^Show (all donations|the \d+ most recent)/ }).click();
    await expect(page.getByRole('button', { name: 'Show fewer donations' })).toBeVisible();
  }
  if (route.topDonors) {
    await page.getByRole('tab', { name: 'Top Donors' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Top Donors' }).getByRole('listitem').first()).toBeVisible();
  }
}

test('the campaign story keeps its safe formatting after sanitizing', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/`);
  await revealWholePage(page);
  const about = page.locator('section', { has: page.getByRole('heading', { name: 'About this Campaign' }) });
  await about.getByRole('button', { name: 'Read More' }).click();
  await expect(about.getByText('Safe item')).toBeVisible();
  await expect(about.locator('li', { hasText: 'Safe item' })).toHaveCount(1);
  await expect(about.locator('em', { hasText: 'emphasis' })).toHaveCount(1);
  await expect(about.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.org/more');
  await expect(about.getByText('After the fold')).toBeVisible();
});

test('a hostile server error message and search term render as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/fundraiser-login**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'x', message: HOSTILE_TEXT, data: { status: 401 } }),
    }),
  );
  await page.goto(`${CAMPAIGN_PATH}/login/`);
  await page.getByRole('textbox', { name: /Email or username/ }).fill('someone@example.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: /Log in|Sign in/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '<script>' })).toBeVisible();
  await page.goto(
    `${CAMPAIGN_PATH}/team-leaderboard/?search=${encodeURIComponent('<img src=x onerror=alert(1) data-pwned>')}`,
  );
  await expect(
    page.getByText('Nothing found for search term "<img src=x onerror=alert(1) data-pwned>".'),
  ).toBeVisible();
  const traces = await injectionTraces(page);
  expect(dialogs).toEqual([]);
  expect(traces).toMatchObject({ pwned: null, marked: 0, handlers: [] });
});
