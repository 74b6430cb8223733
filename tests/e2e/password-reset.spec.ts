import { expect, test, type Page } from './test';
import { signIn } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_PASSWORD } from './env';
import { expectNoAxeViolations } from './axe';
import { startEachTestFromTheSeed } from './seed';

/*
 * Issue 13, section 3: the reset link mailed by the lost-password page leads somewhere. The journey runs in the
 * browser from the app's form to the demo outbox, the host's reset page and the app's login.
 */

// Whole journeys across four pages: more than the default 30 s on a loaded two-core machine.
test.slow();
startEachTestFromTheSeed();

/** Asks for a reset on the app's lost-password page, then reads the link in the demo outbox page. */
async function requestResetLink(page: Page, handle: string): Promise<string> {
  await page.goto(`${CAMPAIGN_PATH}/lost-password/`);
  await page.getByLabel('Email or username').fill(handle);
  await page.getByRole('button', { name: 'Get New Password' }).click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/lost-password/sent`);
  await page.goto('/outbox/');
  const newest = page.locator('.mail').first();
  await expect(newest).toContainText('Password Reset');
  const text = (await newest.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/wp-login\.php\?action=rp\S+/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  return link ?? '';
}

test('password reset: request on the app, open the mailed link, set a password, log in with it', async ({ page }) => {
  const link = await requestResetLink(page, 'solo');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A short password is refused on the page, and the same link still works afterwards.
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must have at least 6 characters');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('New password', { exact: true }).fill('new-solo-secret');
  await page.getByLabel('Confirm new password').fill('new-solo-secret');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset.');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/login/`);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email or username').fill('solo@example.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
  await signIn(page, 'solo@example.org', 'new-solo-secret');
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/start-fundraising/`);

  // The link was single-use.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has already been used. Log in with your new password, or request a new link.',
  );
});

test('password reset: a forged key and an expired key get their own errors and a way to ask again', async ({
  page,
  request,
}) => {
  const link = new URL(await requestResetLink(page, 'fundraiser'));

  const forged = new URL(link);
  forged.searchParams.set('key', 'AAAAAAAAAAAAAAAAAAAA');
  await page.goto(forged.href);
  await expect(page.getByRole('alert')).toHaveText(
    'Your password reset link appears to be invalid. Please request a new link.',
  );
  await expect(page.getByRole('button', { name: 'Save Password' })).toHaveCount(0);

  expect((await request.post('/__test__/expire-reset-keys')).ok()).toBe(true);
  await page.goto(link.href);
  await expect(page.getByRole('alert')).toHaveText('Your password reset link has expired. Please request a new link.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/lost-password/`);
  await expect(page.getByRole('button', { name: 'Get New Password' })).toBeVisible();
});
