import { expect, test } from './test';
import { waitForQuietNetwork } from './quietNetwork';
import { CAMPAIGN_PATH, DEMO_USERS } from './env';
import { logInAs, revealWholePage } from './visitorHelpers';
import { expectNoAxeViolations } from './axe';

/** Frank Fundraiser, approved, member of team 1. */
const FRANK = `${CAMPAIGN_PATH}/fundraiser/2/`;
/** Pat Pending: visible only to herself. */
const PAT = `${CAMPAIGN_PATH}/fundraiser/3/`;

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test('a visitor sees a fundraiser with stats, team link, donations and a sign-in prompt', async ({ page }) => {
  await page.goto(FRANK);
  await expect(page.getByRole('heading', { level: 1, name: 'Frank Fundraiser' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fundraiser statistics' })).toContainText('Donors');
  await expect(page.getByRole('link', { name: 'Clean Water Crew' }).first()).toHaveAttribute('href', /\/team\/1\/$/);
  const support = page.getByRole('region', { name: 'Support this fundraiser' });
  await expect(support.getByRole('link', { name: 'Donate Now' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_PATH}/fundraiser/2/donate/`,
  );
  await expect(page.getByText('Is this you?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(page.getByText('Pending Approval')).toHaveCount(0);

  await revealWholePage(page);
  await page.getByRole('tab', { name: 'Top Donors' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Top Donors' })).toBeVisible();
  await waitForQuietNetwork(page);
  await expectNoAxeViolations(page);
});

test('the top donors error says Unable to load top donors.', async ({ page, request }) => {
  await request.post('/__test__/fault', { data: { name: 'get-fundraiser-top-donors', mode: 'error500', times: 10 } });
  await page.goto(FRANK);
  await page.getByRole('tab', { name: 'Top Donors' }).click();
  await expect(page.getByText('Unable to load top donors.')).toBeVisible();
  await request.delete('/__test__/fault');
});

test('the owner, logged in, sees Edit profile', async ({ page }) => {
  await logInAs(page, DEMO_USERS.fundraiser, FRANK);
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_PATH}/fundraiser/2/update/`,
  );
  await expect(page.getByText('Is this you?')).toHaveCount(0);
});

test('a pending fundraiser sees her own page marked Pending Approval', async ({ page }) => {
  await logInAs(page, DEMO_USERS.pending, PAT);
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Pending' })).toBeVisible();
  await expect(page.getByText('Pending Approval').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor gets the not-found state for a pending or unknown fundraiser', async ({ page }) => {
  for (const path of [PAT, `${CAMPAIGN_PATH}/fundraiser/99999/`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Fundraiser not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the campaign home' })).toBeVisible();
  }
});
