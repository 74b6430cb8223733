import { expect, test } from './test';
import { ADMIN_CAMPAIGNS, campaignRows, openAdminCampaigns } from './adminHelpers';
import { listReadRefused, type RefusedList } from './adminRefusals';
import { expectNoAxeViolations } from './axe';
import { DEMO_USERS } from './env';
import { answerCall } from './apiRoutes';
import { expectFormError, SERVER_ERROR, logIn, watchErrors } from './failureHelpers';

// Every admin call of the campaign list failing with the server's error (the other failure modes are the client's
// mapping, unit-tested: see SERVER_ERROR in failureHelpers.ts): a message, never a blank screen, nothing uncaught,
// the list state (filter in the hash) kept, and axe clean on the error state.
test.describe.configure({ timeout: 90_000 });

test(`clone-campaign: ${SERVER_ERROR.name} shows the failure inside the dialog, which stays open`, async ({ page }) => {
  const errors = watchErrors(page);
  await openAdminCampaigns(page, '#/?status=draft');
  await answerCall(page, 'clone-campaign', SERVER_ERROR.answer);
  await campaignRows(page)
    .first()
    .getByRole('button', { name: /^Duplicate “/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toBeVisible();
  if (SERVER_ERROR.serverMessage) await expect(alert).toContainText(SERVER_ERROR.serverMessage);
  await expectNoAxeViolations(page);
  await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
  await expect(page.getByTestId('admin-flash')).toHaveCount(0);
  await expect(page).toHaveURL(/status=draft/);
  expect(errors).toEqual([]);
});

const TEAMS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams';
const FUNDRAISERS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';

/** The three lists, each opened with a status filter in the hash that must survive the failure and the retry. */
const LISTS: readonly RefusedList[] = [
  {
    call: 'get-campaigns',
    url: `${ADMIN_CAMPAIGNS}#/?status=draft`,
    heading: { level: 1, name: 'P2P Campaigns' },
    status: 'draft',
    recovered: (page) => expect(campaignRows(page).first()).toContainText('Draft', { timeout: 20_000 }),
  },
  {
    call: 'get-teams',
    url: `${TEAMS_TAB}#/?status=pending`,
    heading: { level: 2, name: 'Teams' },
    status: 'pending',
    recovered: (page) =>
      expect(page.getByRole('table').getByText('Pending Approval').first()).toBeVisible({ timeout: 20_000 }),
  },
  {
    call: 'get-team-fundraisers',
    url: `${FUNDRAISERS_TAB}#/?status=pending`,
    heading: { level: 2, name: 'Fundraisers' },
    status: 'pending',
    recovered: (page) => expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 }),
  },
];

for (const list of LISTS) {
  test(`${list.call}: ${SERVER_ERROR.name} shows a message, keeps the filter and recovers on retry`, async ({
    page,
  }) => {
    await listReadRefused(page, list);
  });
}

test(`admin-create-team: ${SERVER_ERROR.name} shows a message and keeps every typed value`, async ({ page }) => {
  const errors = watchErrors(page);
  await logIn(page, DEMO_USERS.admin);
  await page.goto(`${TEAMS_TAB}#/create-team`);
  const name = page.getByLabel('Team name');
  await expect(name).toBeVisible({ timeout: 20_000 });
  await answerCall(page, 'admin-create-team', SERVER_ERROR.answer);
  await name.fill('Harbour Swimmers');
  await page.getByLabel('Team story').fill('We swim the harbour for clean water.');
  await page.getByLabel(/^Team goal/).fill('1,250,000');
  await page.getByRole('button', { name: 'Create team and continue' }).click();
  await expectFormError(page, SERVER_ERROR);
  await expectNoAxeViolations(page);
  await expect(name).toHaveValue('Harbour Swimmers');
  await expect(page.getByLabel('Team story')).toHaveValue('We swim the harbour for clean water.');
  await expect(page.getByLabel(/^Team goal/)).toHaveValue('1,250,000');
  await expect(page).toHaveURL(/#\/create-team$/);
  expect(errors).toEqual([]);
});
