import { expect, test } from './test';
import { cancelDialog, type DeleteDialog, deleteDialog, readAdmin, sharedAdminPage } from './adminHelpers';
import { refused } from './adminRefusals';
import { SERVER_ERROR, uniqueEmail } from './failureHelpers';

// The teams tab's admin calls (besides get-teams and admin-create-team, in failures-admin.spec.ts) under the
// visitor suite's failure modes: the user sees a message (the server's when it sent one), keeps what was typed
// or chosen, and nothing changes on the server. One page for the whole file (sharedAdminPage), moved through the hash: each test
// costs a route change, not a page load. The failing call never reaches the server (it is answered here). The steps
// shared with the fundraisers tab are in adminHelpers.ts.

const TEAMS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams';
/** Team 1 of the seed: a captain and other members (the captain and delete strategies need them). */
const TEAM = 1;

/** get-team as the host answers an administrator: the plugin's row plus the wizard's additions. */
interface AdminTeamBody {
  data: {
    name: string;
    story: string;
    goal: number;
    captain_fundraiser: { fundraiser_id: number } | null;
    members: Array<{ id: string; name: string }>;
    invitations: unknown[];
  };
}

const admin = sharedAdminPage(`${TEAMS_TAB}#/`, 'Teams');

const DELETE: DeleteDialog = {
  read: 'get-delete-team-strategy',
  title: (name) => `Delete team “${name}”?`,
  confirm: 'Delete team',
};

function team(): Promise<AdminTeamBody['data']> {
  return readAdmin<AdminTeamBody>(admin.page, 'get-team', { team_id: TEAM }).then((body) => body.data);
}

test(`update-team-approval: ${SERVER_ERROR.name} flashes the message; row, selection and server unchanged`, async () => {
  await refused.approvals(admin, {
    call: 'update-team-approval',
    selectAll: 'Select all pending teams',
    pendingTotal: () =>
      readAdmin<{ total: number }>(admin.page, 'get-teams', { campaign_id: 1, status: 'pending' }).then((b) => b.total),
    allOnOnePage: true,
  });
});

test(`get-delete-team-strategy: ${SERVER_ERROR.name} shows the message in the dialog, which keeps the typed name`, async () => {
  await refused.strategyRead(admin, DELETE);
});

test(`delete-team: ${SERVER_ERROR.name} shows the message in the dialog; choice, name and team kept`, async () => {
  const before = await team();
  const { dialog } = deleteDialog(admin, DELETE, before.name);
  const detach = dialog.getByRole('radio', { name: /Keep them as campaign fundraisers/ });
  await refused.delete(admin, { ...DELETE, call: 'delete-team-strategy' }, before.name, () => detach.check());
  await expect(detach).toBeChecked();
  const after = await team();
  expect(after.members).toEqual(before.members);
  await cancelDialog(dialog);
});

test(`get-team: ${SERVER_ERROR.name} shows the message and loads on Try again`, async () => {
  await refused.read(admin, {
    call: 'get-team',
    // A team this page has not loaded yet.
    hash: `#/edit-team-${TEAM + 1}`,
    heading: 'Edit team',
    loaded: () => expect(admin.page.getByLabel(/^Team name/)).not.toHaveValue(''),
  });
});

test(`admin-update-team: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await team();
  await admin.openRoute(`#/edit-team-${TEAM}`, `Edit team: ${before.name}`);
  await expect(admin.page.getByLabel(/^Team name/)).toHaveValue(before.name);
  await refused.submit(admin, 'admin-update-team', 'Save team', [
    [admin.page.getByLabel(/^Team name/), 'Harbour Swimmers'],
    [admin.page.getByLabel(/^Team story/), 'We swim the harbour for clean water.'],
    [admin.page.getByLabel(/^Team goal/), '1,250,000'],
  ]);
  await expect(admin.page.getByRole('button', { name: 'Save team' })).toBeEnabled();
  await expect(admin.page).toHaveURL(new RegExp(`#/edit-team-${TEAM}$`));
  const after = await team();
  expect([after.name, after.story, after.goal]).toEqual([before.name, before.story, before.goal]);
});

/** The captain step of team 1, opened afresh; answers the team as it was before. */
async function openCaptainStep() {
  const before = await team();
  await admin.openRoute(`#/add-team-captain-${TEAM}`, `Add a captain to ${before.name}`);
  return before;
}

/** After a refused captain: still on the captain step, and the team's captain unchanged on the server. */
async function expectCaptainUnchanged(before: AdminTeamBody['data']) {
  await expect(admin.page).toHaveURL(new RegExp(`#/add-team-captain-${TEAM}$`));
  expect((await team()).captain_fundraiser).toEqual(before.captain_fundraiser);
}

test(`admin-add-team-captain: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await openCaptainStep();
  await refused.submit(admin, 'admin-add-team-captain', 'Save captain and continue', [
    [admin.page.getByLabel(/^First name/), 'Wanda'],
    [admin.page.getByLabel(/^Last name/), 'Failsafe'],
    [admin.page.getByLabel(/^Email/), uniqueEmail('captain')],
  ]);
  await expectCaptainUnchanged(before);
});

test(`admin-update-team-captain: ${SERVER_ERROR.name} shows the message and keeps the chosen member`, async () => {
  const before = await openCaptainStep();
  const member = before.members.find((one) => Number(one.id) !== before.captain_fundraiser?.fundraiser_id);
  if (!member) throw new Error(`team ${TEAM} needs a member besides its captain`);
  const existing = admin.page.getByRole('radio', { name: /An existing member/ });
  await existing.check();
  const select = admin.page.getByRole('combobox', { name: /^Member/ });
  await select.selectOption(String(member.id));
  await refused.submit(admin, 'admin-update-team-captain', 'Save captain and continue');
  await expect(existing).toBeChecked();
  await expect(select).toHaveValue(String(member.id));
  await expectCaptainUnchanged(before);
});

test(`admin-send-team-invitation-emails: ${SERVER_ERROR.name} shows the message and keeps every address`, async () => {
  const before = await team();
  await admin.openRoute(`#/invite-team-members-${TEAM}`, `Invite members to ${before.name}`);
  const emails = [uniqueEmail('invite'), uniqueEmail('invite')];
  const field = admin.page.getByRole('textbox', { name: 'Email addresses' });
  await field.fill(emails.join(', '));
  await field.press('Enter');
  await refused.submit(admin, 'admin-send-team-invitation-emails', 'Send invitations');
  for (const email of emails) await expect(admin.page.getByRole('button', { name: `Remove ${email}` })).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Send invitations' })).toBeEnabled();
  expect((await team()).invitations).toEqual(before.invitations);
});
