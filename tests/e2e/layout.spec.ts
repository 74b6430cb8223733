import { expect, test } from './test';
import { CAMPAIGN_PATH, DEMO_USERS } from './env';
import { DESKTOP, pageBox, PHONE } from './sweep';
import { logInAs } from './visitorHelpers';

// Donate on a phone's first screen, the sticky Donate bar, a wizard's one width, and the same layout full-width and
// inside a theme's 720 px content column. The page frame of every route (16 px gutters on a phone, the wide or
// narrow width on a desktop) is checked by the sweeps, on each of their loads (sweep.ts, expectFramed).

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test('a wizard keeps one width through its steps, and the step indicator is one line from 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await logInAs(page, DEMO_USERS.noprofile, `${CAMPAIGN_PATH}/register/captain/`);
  await page.goto(`${CAMPAIGN_PATH}/register/captain/`);
  const registerWidth = (await pageBox(page)).width;
  const steps = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
  const tops = await steps.evaluateAll(
    (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
  );
  expect(tops).toBe(1);
  await page.goto(`${CAMPAIGN_PATH}/create-team/`);
  expect((await pageBox(page)).width).toBe(registerWidth);
  await page.goto(`${CAMPAIGN_PATH}/register/create-profile/`);
  expect((await pageBox(page)).width).toBe(registerWidth);

  await page.setViewportSize(PHONE);
  await page.goto(`${CAMPAIGN_PATH}/create-team/`);
  await expect(page.getByText('Step 2 of 4 · Create Team')).toBeVisible();
});

for (const route of ['/', '/team/1/', '/fundraiser/2/']) {
  test(`${route}: Donate is on a phone's first screen, and a Donate bar takes over once it scrolls away`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${CAMPAIGN_PATH}${route}`);
    const donate = page.getByRole('link', { name: 'Donate Now' }).first();
    const box = await donate.boundingBox();
    expect(box, 'Donate Now is laid out').not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

    const bar = page.getByRole('region', { name: /^Donate to / });
    await expect(bar).toHaveCount(0);
    // Room to scroll Donate away even on a short page (a fundraiser with one gift, sponsors as a slim strip).
    await page.addStyleTag({ content: 'body { padding-bottom: 100vh; }' });
    await donate.evaluate((link) => window.scrollTo(0, link.getBoundingClientRect().bottom + window.scrollY + 200));
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', /donate\/?$/);
    // Sits on the bottom edge once its slide-in is over.
    await expect
      .poll(async () => {
        const barBox = await bar.boundingBox();
        return Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0));
      })
      .toBe(PHONE.height);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });
}

test('the Donate bar steps aside while a field has focus, and never shows on a desktop or a donate page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${CAMPAIGN_PATH}/`);
  const search = page.getByRole('searchbox').first();
  await search.scrollIntoViewIfNeeded();
  const bar = page.getByRole('region', { name: /^Donate to / });
  await expect(bar).toBeVisible();
  await search.focus();
  await expect(bar).toHaveCount(0);
  await search.blur();
  await expect(bar).toBeVisible();

  await page.goto(`${CAMPAIGN_PATH}/team/1/donate`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[data-state="open"][aria-label^="Donate to"]')).toHaveCount(0);

  await page.setViewportSize(DESKTOP);
  await page.goto(`${CAMPAIGN_PATH}/team/1/`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeHidden();
});

test('share buttons are one compact row on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${CAMPAIGN_PATH}/team/1/`);
  const links = page.getByRole('link', { name: /^Share (on|by) / });
  await expect(links).toHaveCount(3);
  const tops = await links.evaluateAll(
    (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
  );
  expect(tops).toBe(1);
});

test('inside a 720 px theme column the team page takes the one-column layout and never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${CAMPAIGN_PATH}/team/1/`);
  // The same rule the reference host's --column prints.
  await page.addStyleTag({
    content: '.site-main { box-sizing: border-box; max-width: 720px; margin: 0 auto; padding: 0 20px; }',
  });
  const support = page.getByRole('region', { name: 'Support this team' });
  const story = page.getByRole('region', { name: "Why we're fundraising" });
  const supportBox = await support.boundingBox();
  const storyBox = await story.boundingBox();
  // One column: the support card above the story, both the column's full width.
  expect((supportBox?.y ?? 0) + (supportBox?.height ?? 0)).toBeLessThanOrEqual(storyBox?.y ?? 0);
  expect(Math.round(supportBox?.width ?? 0)).toBe(Math.round(storyBox?.width ?? -1));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
