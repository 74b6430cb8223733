import { expect, test } from './test';
import { cancelDialog, type DeleteDialog, deleteDialog, readAdmin, sharedAdminPage } from './adminHelpers';
import { refused } from './adminRefusals';
import { SERVER_ERROR, uniqueEmail } from './failureHelpers';

// The fundraisers tab's admin calls (besides get-team-fundraisers, in failures-admin.spec.ts) under the visitor
// suite's failure modes: a message (the server's when it sent one), everything typed or chosen kept, nothing
// changed on the server. One page for the file (sharedAdminPage), moved through the hash (no page load per test); the failing
// call is answered here and never reaches the server. The steps shared with the teams tab are in adminHelpers.ts.

const FUNDRAISERS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';
/** Seed fundraisers of campaign 1: Carla captains team 1 (with other members), Frank is a member of it. */
const CAPTAIN = 1;
const MEMBER = 2;

/** get-fundraiser's row as the host sends it (section 7.4 of the plugin's contract, plus email and approval_status). */
interface FundraiserBody {
  data: { fundraiser_name: string; story: string; fundraiser_goal: number; team_id: string; approval_status: string };
}

const admin = sharedAdminPage(`${FUNDRAISERS_TAB}#/`, 'Fundraisers');

const DELETE: DeleteDialog = {
  read: 'get-delete-fundraiser-strategy',
  title: (name) => `Delete fundraiser “${name}”?`,
  confirm: 'Delete fundraiser',
};

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

test(`update-fundraiser-approval: ${SERVER_ERROR.name} flashes the message; row, selection and server unchanged`, async () => {
  await refused.approvals(admin, {
    call: 'update-fundraiser-approval',
    selectAll: 'Select all',
    pendingTotal: () => total('pending'),
    allOnOnePage: false,
  });
});

test(`get-delete-fundraiser-strategy: ${SERVER_ERROR.name} shows the message in the dialog, which keeps the typed name`, async () => {
  await refused.strategyRead(admin, DELETE);
});

test(`delete-fundraiser-strategy: ${SERVER_ERROR.name} shows the message in the dialog; new captain, name and fundraiser kept`, async () => {
  const before = await fundraiser(CAPTAIN);
  const heir = await fundraiser(MEMBER);
  const { dialog } = deleteDialog(admin, DELETE, before.name);
  const owner = dialog.getByRole('combobox', { name: /New team captain/ });
  await refused.delete(admin, { ...DELETE, call: 'delete-fundraiser-strategy' }, before.name, () =>
    owner.selectOption({ label: heir.name }),
  );
  await expect(owner).toHaveValue(String(MEMBER));
  expect(await fundraiser(CAPTAIN)).toEqual(before);
  await cancelDialog(dialog);
});

test(`get-fundraiser: ${SERVER_ERROR.name} shows the message and loads on Try again`, async () => {
  await refused.read(admin, {
    call: 'get-fundraiser',
    // A fundraiser this page has not loaded yet (4-8 are seed fundraisers of campaign 1).
    hash: '#/edit-fundraiser-4',
    heading: 'Edit fundraiser',
    loaded: () => expect(admin.page.getByRole('button', { name: 'Save fundraiser' })).toBeVisible(),
  });
});

/** The profile form's story and goal fields, with what a test types into them. */
const profileFields = (story: string) =>
  [
    [admin.page.getByLabel(/^Story/), story],
    [admin.page.getByLabel(/^Fundraising goal/), '1,250,000'],
  ] as const;

test(`admin-update-fundraiser: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await fundraiser(MEMBER);
  await admin.openRoute(`#/edit-fundraiser-${MEMBER}`, `Edit fundraiser: ${before.name}`);
  const team = admin.page.getByRole('combobox', { name: 'Team' });
  await team.selectOption('');
  await refused.submit(
    admin,
    'admin-update-fundraiser',
    'Save fundraiser',
    profileFields('Frank swims the harbour for clean water.'),
  );
  await expect(team).toHaveValue('');
  await expect(admin.page.getByRole('button', { name: 'Save fundraiser' })).toBeEnabled();
  await expect(admin.page).toHaveURL(new RegExp(`#/edit-fundraiser-${MEMBER}$`));
  expect(await fundraiser(MEMBER)).toEqual(before);
});

test(`admin-add-wp-user: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  await admin.openRoute('#/create-wp-user', 'Create a fundraiser');
  await refused.submit(admin, 'admin-add-wp-user', 'Continue', [
    [admin.page.getByLabel(/^First name/), 'Wanda'],
    [admin.page.getByLabel(/^Last name/), 'Failsafe'],
    [admin.page.getByLabel(/^Email/), uniqueEmail('wp-user')],
  ]);
  await expect(admin.page).toHaveURL(/#\/create-wp-user$/);
});

test(`admin-create-fundraiser: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await total('all');
  // The admin's own user (id 1): the call is answered here, so who it is does not matter.
  await admin.openRoute('#/create-fundraiser-1', 'Create a fundraiser');
  const team = admin.page.getByRole('combobox', { name: 'Team' });
  await team.selectOption({ index: 1 });
  const teamId = await team.inputValue();
  await refused.submit(admin, 'admin-create-fundraiser', 'Create fundraiser', profileFields('Wanda runs for water.'));
  await expect(team).toHaveValue(teamId);
  await expect(admin.page.getByRole('button', { name: 'Create fundraiser' })).toBeEnabled();
  await expect(admin.page).toHaveURL(/#\/create-fundraiser-1$/);
  expect(await total('all')).toBe(before);
});
