import { expect, type Page, test } from '@playwright/test';
import { ADMIN_CAMPAIGNS, campaignRows, openAdminCampaigns } from './adminHelpers';
import { expectNoAxeViolations } from './axe';
import { DEMO_USERS } from './env';
import { answerCall, expectFormError, SERVER_ERROR, logIn, watchErrors } from './failureHelpers';

// Every admin call of the campaign list failing with the server's error (the other failure modes are the client's
// mapping, unit-tested; failureHelpers.ts, SERVER_ERROR): a message, never a blank
// screen, nothing uncaught, and the list state (filter in the hash) kept. Other admin screens add their calls.
test.describe.configure({ timeout: 90_000 });

/** axe once per call, on its first failure mode's error state (the other modes show the same screen). */
const axeOnFirstMode = (page: Page, index: number) => (index === 0 ? expectNoAxeViolations(page) : Promise.resolve());

[SERVER_ERROR].forEach((failure, index) => {
  test(`get-campaigns: ${failure.name} shows a message, keeps the filter and recovers on retry`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.admin);
    const restore = await answerCall(page, 'get-campaigns', failure.answer);
    await page.goto(`${ADMIN_CAMPAIGNS}#/?status=draft`);
    await expect(page.getByRole('heading', { level: 1, name: 'P2P Campaigns' })).toBeVisible({ timeout: 20_000 });
    await expectFormError(page, failure);
    await axeOnFirstMode(page, index);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(campaignRows(page).first()).toContainText('Draft', { timeout: 20_000 });
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    expect(errors).toEqual([]);
  });

  test(`clone-campaign: ${failure.name} shows the failure inside the dialog, which stays open`, async ({ page }) => {
    const errors = watchErrors(page);
    await openAdminCampaigns(page, '#/?status=draft');
    await answerCall(page, 'clone-campaign', failure.answer);
    await campaignRows(page)
      .first()
      .getByRole('button', { name: /^Duplicate “/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toBeVisible();
    if (failure.serverMessage) await expect(alert).toContainText(failure.serverMessage);
    await axeOnFirstMode(page, index);
    await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
    await expect(page.getByTestId('admin-flash')).toHaveCount(0);
    await expect(page).toHaveURL(/status=draft/);
    expect(errors).toEqual([]);
  });
});

const TEAMS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams';
const FUNDRAISERS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';

[SERVER_ERROR].forEach((failure, index) => {
  test(`get-teams: ${failure.name} shows a message, keeps the filter and recovers on retry`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.admin);
    const restore = await answerCall(page, 'get-teams', failure.answer);
    await page.goto(`${TEAMS_TAB}#/?status=pending`);
    await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible({ timeout: 20_000 });
    await expectFormError(page, failure);
    await axeOnFirstMode(page, index);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table').getByText('Pending Approval').first()).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  test(`get-team-fundraisers: ${failure.name} shows a message, keeps the filter and recovers on retry`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.admin);
    const restore = await answerCall(page, 'get-team-fundraisers', failure.answer);
    await page.goto(`${FUNDRAISERS_TAB}#/?status=pending`);
    await expect(page.getByRole('heading', { level: 2, name: 'Fundraisers' })).toBeVisible({ timeout: 20_000 });
    await expectFormError(page, failure);
    await axeOnFirstMode(page, index);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await restore();
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  test(`admin-create-team: ${failure.name} shows a message and keeps every typed value`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.admin);
    await page.goto(`${TEAMS_TAB}#/create-team`);
    const name = page.getByLabel('Team name');
    await expect(name).toBeVisible({ timeout: 20_000 });
    await answerCall(page, 'admin-create-team', failure.answer);
    await name.fill('Harbour Swimmers');
    await page.getByLabel('Team story').fill('We swim the harbour for clean water.');
    await page.getByLabel(/^Team goal/).fill('1,250,000');
    await page.getByRole('button', { name: 'Create team and continue' }).click();
    await expectFormError(page, failure);
    await axeOnFirstMode(page, index);
    await expect(name).toHaveValue('Harbour Swimmers');
    await expect(page.getByLabel('Team story')).toHaveValue('We swim the harbour for clean water.');
    await expect(page.getByLabel(/^Team goal/)).toHaveValue('1,250,000');
    await expect(page).toHaveURL(/#\/create-team$/);
    expect(errors).toEqual([]);
  });
});
