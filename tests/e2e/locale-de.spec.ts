import { expect, test } from './test';
import { ADMIN_CAMPAIGNS } from './adminHelpers';
import { BASE_URL, CAMPAIGN_PATH, DEMO_USERS } from './env';
import { logIn } from './failureHelpers';

// Issue 14 §5: what the client formats follows the site's locale, on both entries. The host in German, as
// `npm start -- --locale de_DE` prints it (the test cookie picks the locale per context): German strings,
// '1.234 €' money from the host's settings, and numbers the design system writes (a progress bar's percentage
// for screen readers, the goal limit) in German form, which only happens when the entry set the number locale.

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'p2p_test_locale', value: 'de_DE', url: BASE_URL }]);
});

/** German writes a percentage with a no-break space before the sign: '61 %'. */
const GERMAN_PERCENT = /^\d{1,3}\u00a0%$/;

test('the campaign home in German: German text, euro amounts after the number, percentages as German writes them', async ({
  page,
}) => {
  await page.goto(`${CAMPAIGN_PATH}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('link', { name: 'Jetzt spenden' }).first()).toBeVisible();
  // Thousands with a full stop, the symbol after the number (the host's currency settings).
  await expect(page.getByText(/^\d{1,3}(\.\d{3})+\u00a0€$/).first()).toBeVisible();
  const bar = page.getByRole('progressbar').first();
  await expect(bar).toHaveAttribute('aria-valuetext', GERMAN_PERCENT);
});

test('a visitor form in German states the goal limit as German writes it', async ({ page }) => {
  await logIn(page, DEMO_USERS.fundraiser);
  await page.goto(`${CAMPAIGN_PATH}/fundraiser/2/update/`);
  const goal = page.getByLabel('Spendenziel');
  await goal.fill('200000000');
  await expect(page.getByText('Das Ziel ist zu hoch: gib höchstens 100.000.000 ein.')).toBeVisible();
});

test('the admin campaign list in German: page buttons and progress percentages in German form', async ({ page }) => {
  await logIn(page, DEMO_USERS.admin);
  await page.goto(ADMIN_CAMPAIGNS);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seite 2' }).first()).toBeVisible();
  const bar = page.getByRole('table').getByRole('progressbar').first();
  await expect(bar).toHaveAttribute('aria-valuetext', GERMAN_PERCENT);
});
