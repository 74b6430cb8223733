import { expect, test } from '@playwright/test';
import { expectErrorIn, expectFlashError, goHash, nameIn, readAdmin, sharedAdminPage } from './adminHelpers';
import { expectNoAxeViolations } from './axe';
import { answerCall, expectFormError, SERVER_ERROR, uniqueEmail } from './failureHelpers';

// The fundraisers tab's admin calls (besides get-team-fundraisers, in failures-admin.spec.ts) under the visitor
// suite's failure modes: a message (the server's when it sent one), everything typed or chosen kept, nothing
// changed on the server. One page for the file (sharedAdminPage), moved through the hash (no page load per test); the failing
// call is answered here and never reaches the server.

const FUNDRAISERS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';
/** Seed fundraisers of campaign 1: Carla captains team 1 (with other members), Frank is a member of it. */
const CAPTAIN = 1;
const MEMBER = 2;

/** get-fundraiser's row as the host sends it (section 7.4 of the plugin's contract, plus email and approval_status). */
interface FundraiserBody {
  data: { fundraiser_name: string; story: string; fundraiser_goal: number; team_id: string; approval_status: string };
}

const admin = sharedAdminPage(`${FUNDRAISERS_TAB}#/`, 'Fundraisers');

/** One fundraiser in the terms the checks use. */
function fundraiser(
  id: number,
): Promise<{ name: string; story: string; goal: number; team_id: string; status: string }> {
  return readAdmin<FundraiserBody>(admin.page, 'get-fundraiser', { fundraiserId: id }).then(({ data }) => ({
    name: data.fundraiser_name,
    story: data.story,
    goal: data.fundraiser_goal,
    team_id: data.team_id,
    status: data.approval_status,
  }));
}

/** How many fundraisers campaign 1 has, pending ones or all. */
function total(status: 'pending' | 'all'): Promise<number> {
  return readAdmin<{ total: number }>(admin.page, 'get-team-fundraisers', { campaign_id: 1, status }).then(
    (body) => body.total,
  );
}

/** axe once per call, on the first mode's error state (the other modes show the same screen). */
const axe = () => expectNoAxeViolations(admin.page);

test(`update-fundraiser-approval: ${SERVER_ERROR.name} flashes the message; row, selection and server unchanged`, async () => {
  const before = await total('pending');
  await goHash(admin.page, '#/?status=pending');
  const approve = admin
    .table()
    .getByRole('button', { name: /^Approve / })
    .first();
  await expect(approve).toBeVisible();
  const name = await nameIn(approve, 'Approve');
  await answerCall(admin.page, 'update-fundraiser-approval', SERVER_ERROR.answer);

  await approve.click();
  await expectFlashError(admin.page, SERVER_ERROR);
  await axe();
  await expect(admin.table().getByRole('row').filter({ hasText: name })).toContainText('Pending Approval');
  await admin.page.getByTestId('admin-flash').getByRole('button', { name: 'Dismiss' }).click();

  const all = admin.table().getByRole('checkbox', { name: 'Select all' });
  await all.check();
  const count = admin
    .table()
    .getByRole('row')
    .filter({ has: admin.page.getByRole('checkbox', { checked: true }) });
  const selected = (await count.count()) - 1;
  await expect(admin.page.getByText(`${selected} selected`)).toBeVisible();
  await admin.page.getByRole('button', { name: 'Approve selected' }).click();
  await expectFlashError(admin.page, SERVER_ERROR);
  // The selection stays for another try.
  await expect(admin.page.getByText(`${selected} selected`)).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
  expect(await total('pending')).toBe(before);
  await all.uncheck();
  await admin.page.getByTestId('admin-flash').getByRole('button', { name: 'Dismiss' }).click();
});

test(`get-delete-fundraiser-strategy: ${SERVER_ERROR.name} shows the message in the dialog, which keeps the typed name`, async () => {
  await goHash(admin.page, '#/');
  // A fundraiser whose strategy this page has not read yet (SWR would show a cached one): one row per mode.
  const remove = admin
    .table()
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Delete / });
  const name = await nameIn(remove, 'Delete');
  await answerCall(admin.page, 'get-delete-fundraiser-strategy', SERVER_ERROR.answer);
  await remove.click();
  const dialog = admin.page.getByRole('dialog', { name: `Delete fundraiser “${name}”?` });
  await expectErrorIn(dialog, SERVER_ERROR);
  await axe();
  const phrase = dialog.getByRole('textbox', { name: `Type ${name} to confirm` });
  await phrase.fill(name);
  await expect(phrase).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test(`delete-fundraiser-strategy: ${SERVER_ERROR.name} shows the message in the dialog; new captain, name and fundraiser kept`, async () => {
  const before = await fundraiser(CAPTAIN);
  const heir = await fundraiser(MEMBER);
  await goHash(admin.page, `#/?search=${encodeURIComponent(before.name)}`);
  await admin
    .table()
    .getByRole('button', { name: `Delete ${before.name}` })
    .click();
  const dialog = admin.page.getByRole('dialog', { name: `Delete fundraiser “${before.name}”?` });
  const owner = dialog.getByRole('combobox', { name: /New team captain/ });
  await owner.selectOption({ label: heir.name });
  const phrase = dialog.getByRole('textbox', { name: `Type ${before.name} to confirm` });
  await phrase.fill(before.name);
  await answerCall(admin.page, 'delete-fundraiser-strategy', SERVER_ERROR.answer);
  await dialog.getByRole('button', { name: 'Delete fundraiser' }).click();

  await expectErrorIn(dialog, SERVER_ERROR);
  await axe();
  await expect(owner).toHaveValue(String(MEMBER));
  await expect(phrase).toHaveValue(before.name);
  await expect(dialog.getByRole('button', { name: 'Delete fundraiser' })).toBeEnabled();
  await expect(admin.page.getByTestId('admin-flash')).toHaveCount(0);
  expect(await fundraiser(CAPTAIN)).toEqual(before);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test(`get-fundraiser: ${SERVER_ERROR.name} shows the message and loads on Try again`, async () => {
  // A fundraiser this page has not loaded yet, one per mode (4-8 are seed fundraisers of campaign 1).
  const id = 4;
  const restore = await answerCall(admin.page, 'get-fundraiser', SERVER_ERROR.answer);
  await goHash(admin.page, `#/edit-fundraiser-${id}`);
  await expect(admin.page.getByRole('heading', { level: 2, name: 'Edit fundraiser' })).toBeVisible({
    timeout: 15_000,
  });
  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  await restore();
  await admin.page.getByRole('button', { name: 'Try again' }).click();
  await expect(admin.page.getByRole('button', { name: 'Save fundraiser' })).toBeVisible({ timeout: 15_000 });
});

test(`admin-update-fundraiser: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await fundraiser(MEMBER);
  await admin.openRoute(`#/edit-fundraiser-${MEMBER}`, `Edit fundraiser: ${before.name}`);
  await answerCall(admin.page, 'admin-update-fundraiser', SERVER_ERROR.answer);
  const story = admin.page.getByLabel(/^Story/);
  const goal = admin.page.getByLabel(/^Fundraising goal/);
  const team = admin.page.getByRole('combobox', { name: 'Team' });
  await story.fill('Frank swims the harbour for clean water.');
  await goal.fill('1,250,000');
  await team.selectOption('');
  await admin.page.getByRole('button', { name: 'Save fundraiser' }).click();

  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  await expect(story).toHaveValue('Frank swims the harbour for clean water.');
  await expect(goal).toHaveValue('1,250,000');
  await expect(team).toHaveValue('');
  await expect(admin.page.getByRole('button', { name: 'Save fundraiser' })).toBeEnabled();
  await expect(admin.page).toHaveURL(new RegExp(`#/edit-fundraiser-${MEMBER}$`));
  expect(await fundraiser(MEMBER)).toEqual(before);
});

test(`admin-add-wp-user: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  await admin.openRoute('#/create-wp-user', 'Create a fundraiser');
  await answerCall(admin.page, 'admin-add-wp-user', SERVER_ERROR.answer);
  const typed = [
    [admin.page.getByLabel(/^First name/), 'Wanda'],
    [admin.page.getByLabel(/^Last name/), 'Failsafe'],
    [admin.page.getByLabel(/^Email/), uniqueEmail('wp-user')],
  ] as const;
  for (const [field, value] of typed) await field.fill(value);
  await admin.page.getByRole('button', { name: 'Continue' }).click();

  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  for (const [field, value] of typed) await expect(field).toHaveValue(value);
  await expect(admin.page).toHaveURL(/#\/create-wp-user$/);
});

test(`admin-create-fundraiser: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await total('all');
  // The admin's own user (id 1): the call is answered here, so who it is does not matter.
  await admin.openRoute('#/create-fundraiser-1', 'Create a fundraiser');
  await answerCall(admin.page, 'admin-create-fundraiser', SERVER_ERROR.answer);
  const story = admin.page.getByLabel(/^Story/);
  const goal = admin.page.getByLabel(/^Fundraising goal/);
  const team = admin.page.getByRole('combobox', { name: 'Team' });
  await story.fill('Wanda runs for water.');
  await goal.fill('1,250,000');
  await team.selectOption({ index: 1 });
  const teamId = await team.inputValue();
  await admin.page.getByRole('button', { name: 'Create fundraiser' }).click();

  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  await expect(story).toHaveValue('Wanda runs for water.');
  await expect(goal).toHaveValue('1,250,000');
  await expect(team).toHaveValue(teamId);
  await expect(admin.page.getByRole('button', { name: 'Create fundraiser' })).toBeEnabled();
  await expect(admin.page).toHaveURL(/#\/create-fundraiser-1$/);
  expect(await total('all')).toBe(before);
});
