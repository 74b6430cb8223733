import { expect, test, type BrowserContext, type Frame, type Page } from './test';
import { CAMPAIGN_PATH, E2E_WORK } from './env';
import { expectNoAxeViolations } from './axe';
import { revealWholePage } from './visitorHelpers';

/*
 * The donate pages against the reference host: the right form in the frame, a spinner until it loads, the
 * frame as tall as the form plus 50 px as the form changes, and a donation through the demo form that
 * moves the campaign's raised amount.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

const ROUTES = [
  {
    path: '/donate/',
    heading: 'Donate to Run for Clean Water',
    back: 'Back to Run for Clean Water',
    query: /\/give-form\/\?campaign=1$/,
  },
  {
    path: '/team/1/donate',
    heading: 'Donate to Clean Water Crew',
    back: 'Back to Clean Water Crew',
    query: /\/give-form\/\?campaign=1&team=1$/,
  },
  {
    path: '/fundraiser/2/donate/',
    heading: 'Donate to Frank Fundraiser',
    back: 'Back to Frank Fundraiser',
    query: /\/give-form\/\?campaign=1&fundraiser=2$/,
  },
] as const;

/** The frame's document (the same Frame across the form's own page loads). */
async function donationFrame(page: Page): Promise<Frame> {
  const element = await page.getByTitle('Donation form').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('The donation frame is missing');
  return frame;
}

/** The frame's height on the page and its document's content height. */
async function heights(page: Page): Promise<{ frame: number; content: number }> {
  const frame = await page.getByTitle('Donation form').evaluate((el) => Math.round(el.getBoundingClientRect().height));
  const content = await (await donationFrame(page)).evaluate(() =>
    Math.ceil(document.documentElement.getBoundingClientRect().height),
  );
  return { frame, content };
}

async function raisedAmount(page: Page): Promise<number> {
  await page.goto(`${CAMPAIGN_PATH}/`);
  const stats = await page.locator('#p2p-app').getAttribute('data-campaign-stats');
  return (JSON.parse(stats ?? '{}') as { raisedAmount: number }).raisedAmount;
}

for (const route of ROUTES) {
  test(`${route.path}: spinner until the form loads, then the frame at the form's height + 50 px`, async ({ page }) => {
    // Hold the form back until the loading state has been seen: a fixed delay raced a loaded CI machine.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/give-form/**', async (r) => {
      await released;
      await r.continue();
    });
    await page.goto(`${CAMPAIGN_PATH}${route.path}`);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    const spinner = page.getByRole('status', { name: 'Loading the donation form' });
    const iframe = page.getByTitle('Donation form');
    await expect(spinner).toBeVisible();
    await expect(iframe).toBeHidden();
    await expect(iframe).toHaveAttribute('src', route.query);

    release();
    await expect(spinner).toHaveCount(0);
    await expect(iframe).toBeVisible();
    await expect((await donationFrame(page)).getByRole('button', { name: 'Donate' })).toBeVisible();
    await expect
      .poll(async () => {
        const h = await heights(page);
        return h.frame - h.content;
      })
      .toBe(50);
    await expect(page.getByRole('link', { name: route.back })).toHaveAttribute('href', new RegExp(`${CAMPAIGN_PATH}/`));
    // 'Donate to …' once on screen (the summary's heading), not again inside the form.
    await expect(page.getByText(/Donate to/)).toHaveCount(1);
    await expect((await donationFrame(page)).getByText(/Donate to/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: route.heading }).getByRole('progressbar')).toBeVisible();
  });
}

test('the summary sits beside the form on a wide page and above it on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${CAMPAIGN_PATH}/team/1/donate`);
  const summary = page.getByRole('region', { name: 'Donate to Clean Water Crew' });
  const frame = page.getByTitle('Donation form');
  await expect(frame).toBeVisible();
  let [s, f] = [await summary.boundingBox(), await frame.boundingBox()];
  expect(s!.x + s!.width).toBeLessThan(f!.x);
  expect(Math.abs(s!.y - f!.y)).toBeLessThan(40);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(async () => (await frame.boundingBox())!.y)
    .toBeGreaterThan((await summary.boundingBox())!.y + (await summary.boundingBox())!.height);
  [s, f] = [await summary.boundingBox(), await frame.boundingBox()];
  expect(s!.width).toBeGreaterThan(300);
  expect(f!.y).toBeLessThan(812);
});

test('the frame follows the form as it grows and shrinks', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/donate/`);
  const form = await donationFrame(page);
  await expect(form.getByRole('button', { name: 'Donate' })).toBeVisible();
  await expect
    .poll(async () => {
      const h = await heights(page);
      return h.frame - h.content;
    })
    .toBe(50);
  const before = (await heights(page)).frame;

  // Make the form taller from inside (as a form revealing more fields would).
  await form.evaluate(() => {
    const extra = document.createElement('div');
    extra.id = 'extra';
    extra.style.height = '400px';
    document.body.append(extra);
  });
  await expect.poll(async () => (await heights(page)).frame).toBe(before + 400);
  await form.evaluate(() => document.getElementById('extra')?.remove());
  await expect.poll(async () => (await heights(page)).frame).toBe(before);
});

const dollars = (amount: number) => `$${new Intl.NumberFormat('en-US').format(amount)}`;

test('a donation through the demo form raises the campaign total', async ({ page }) => {
  const before = await raisedAmount(page);
  await page.goto(`${CAMPAIGN_PATH}/donate/`);
  const form = await donationFrame(page);
  const summary = page.getByRole('region', { name: 'Donate to Run for Clean Water' });
  await expect(summary).toContainText(`${dollars(before)} raised of`);
  await form.getByLabel('Amount (USD)').fill('123');
  await form.getByLabel('Your name').fill('E2E Donor');
  await form.getByLabel('Leave a message (optional)').fill('Go <b>team</b>!');
  await form.getByRole('button', { name: 'Donate' }).click();
  await expect(form.getByText('Thank you!')).toBeVisible();
  // Issue 26: the summary beside the thank-you page shows the new total, not the one the page arrived with.
  await expect(summary).toContainText(`${dollars(before + 123)} raised of`);
  // Issue 26: then the page given to is offered to share, with the donor's message shown on it.
  const share = page.getByRole('region', { name: 'Thank you! Now share this page' });
  const x = new URL((await share.getByRole('link', { name: 'Share on X' }).getAttribute('href')) ?? '');
  expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
  // The page given to: where 'Back to …' leads, the campaign home here.
  const back = await page.getByRole('link', { name: 'Back to Run for Clean Water' }).getAttribute('href');
  expect(new URL(back ?? '', page.url()).href).toMatch(new RegExp(`${CAMPAIGN_PATH}/$`));
  expect(x.searchParams.get('url')).toBe(new URL(back ?? '', page.url()).href);
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The thank-you page is shorter: the frame follows it.
  await expect
    .poll(async () => {
      const h = await heights(page);
      return h.frame - h.content;
    })
    .toBe(50);

  const after = await raisedAmount(page);
  expect(after).toBe(before + 123);
  // raisedAmount() left the browser on the campaign home: it shows the new total.
  await expect(page.getByText(dollars(after)).first()).toBeVisible();
  // …and the donor's message under their name in Recent Donations, as the text they typed.
  const row = page.getByRole('listitem').filter({ hasText: 'E2E Donor' }).first();
  await expect(row).toContainText('Go <b>team</b>!');
});

test('an unknown team or fundraiser shows the not-found page with a link home', async ({ page }) => {
  for (const path of ['/team/9999/donate', '/fundraiser/9999/donate/']) {
    await page.goto(`${CAMPAIGN_PATH}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the campaign home' })).toBeVisible();
    await expect(page.getByTitle('Donation form')).toHaveCount(0);
  }
});

for (const route of ROUTES) {
  test(`${route.path} has no axe violations at any impact`, async ({ page }) => {
    await page.goto(`${CAMPAIGN_PATH}${route.path}`);
    // The form's document too: axe checks frames, and the frame's landmark must not repeat the page's.
    await expect((await donationFrame(page)).getByRole('button', { name: 'Donate' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const width of [375, 1280]) {
  test(`/donate/ has no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${CAMPAIGN_PATH}/donate/`);
    await expect(page.getByTitle('Donation form')).toBeVisible();
    await expect
      .poll(async () => {
        const h = await heights(page);
        return h.frame - h.content;
      })
      .toBe(50);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${E2E_WORK}/screens/donate-${width}.png`, fullPage: true });
  });
}

/*
 * Issue 26: Donate while the donate page's code cannot load. The team page is whole first (its lazy parts loaded),
 * then the connection goes; the donate page's chunk is the one request that fails.
 */
async function teamPageLoaded(page: Page): Promise<void> {
  await page.goto(`${CAMPAIGN_PATH}/team/1/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Crew' })).toBeVisible();
  await revealWholePage(page);
}

const donateButton = (page: Page) => page.getByRole('link', { name: /^Donate( Now)?$/ }).first();

/** The team page whole, then the connection gone, then Donate (whose code this browser has never fetched). */
async function donateOffline(page: Page, context: BrowserContext): Promise<void> {
  await teamPageLoaded(page);
  await context.setOffline(true);
  await donateButton(page).click();
}

test.describe('offline on a first visit', () => {
  // Donate's code must not be in the cache already, or the page opens offline as a returning visitor's would.
  test.use({ coldCache: true });

  test('offline, Donate says so and keeps a way back; the form opens by itself once back online', async ({
    page,
    context,
  }) => {
    await donateOffline(page, context);
    const offline = page.getByRole('heading', { level: 1, name: 'You seem to be offline' });
    await expect(offline).toBeVisible();
    await expect(offline).toBeFocused();
    await expect(page.getByText('It opens by itself once you are back online.', { exact: false })).toBeVisible();
    await expect(page.getByText('Try to reload the browser')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${E2E_WORK}/screens/donate-offline-${width}.png`, fullPage: true });
    }

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' })).toBeVisible();
    await expect(page).toHaveURL(/\/team\/1\/donate$/);
    await expect((await donationFrame(page)).getByRole('button', { name: 'Donate' })).toBeVisible();
  });

  test('offline, Go back returns to the team page, and Donate works there once back online', async ({
    page,
    context,
  }) => {
    await donateOffline(page, context);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Crew' })).toBeVisible();
    await expect(page).toHaveURL(/\/team\/1\/$/);

    await context.setOffline(false);
    await donateButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' })).toBeVisible();
  });
});

test("when the donate page's code fails to load online, the page says the connection seems down; Try again loads it", async ({
  page,
}) => {
  await teamPageLoaded(page);
  const chunks = '**/chunks/**';
  await page.route(chunks, (route) => route.abort('connectionreset'));
  await donateButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
  await expect(page.getByText('The connection seems to be down. Check it, then try again.')).toBeVisible();

  await page.unroute(chunks);
  // The same chunk URL again: Chromium fetches a failed module afresh, so the retry loads it in place.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' })).toBeVisible();
});
