import { expect, test } from './test';
import { signIn } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { expectNoAxeViolations } from './axe';

/* The status page every registration flow ends on (SPEC 2, 8). */

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.delete('/__test__/fault');
});

test('an approved captain: ready, View Profile and View Team lead to their pages', async ({ page }) => {
  await signIn(page, DEMO_USERS.captain);
  await page.goto(`${CAMPAIGN_PATH}/start-fundraising/`);
  await expect(page.getByRole('heading', { level: 1, name: "You're ready to start fundraising!" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_URL}/fundraiser/1/`,
  );
  await expect(page.getByRole('link', { name: 'View Team' })).toHaveAttribute('href', `${CAMPAIGN_URL}/team/1/`);
  await expect(page.getByText('Pending Approval')).toHaveCount(0);
  // Issue 26: the page they are told to share, right there.
  const share = page.getByRole('region', { name: 'Share your page' });
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${CAMPAIGN_URL}/fundraiser/1/`)}`,
  );
  await expectNoAxeViolations(page);
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/team/1/`),
    page.getByRole('link', { name: 'View Team' }).click(),
  ]);
});

test('a pending fundraiser without a team: almost ready, Pending Approval, Join a team → /select-team/', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.pending);
  await page.goto(`${CAMPAIGN_PATH}/start-fundraising/`);
  await expect(
    page.getByRole('heading', { level: 1, name: "You're almost ready to start fundraising!" }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Pending Approval');
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'Join a team' }).getByRole('link', { name: 'Find a team' }).click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/select-team/`);
});

test('a failed load sends the browser to the campaign URL', async ({ page, request }) => {
  await signIn(page, DEMO_USERS.solo);
  await request.post('/__test__/fault', { data: { name: 'get-fundraiser-info', mode: 'error500' } });
  await page.goto(`${CAMPAIGN_PATH}/start-fundraising/`);
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/`);
});

test('visitors are sent away by the guard', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/start-fundraising/`);
  await expect(page).toHaveURL(new RegExp(`${CAMPAIGN_PATH}/?$`));
});
