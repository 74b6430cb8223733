import { expect, test } from '@playwright/test';
import { expectErrorIn, expectFlashError, goHash, nameIn, readAdmin, sharedAdminPage } from './adminHelpers';
import { expectNoAxeViolations } from './axe';
import { answerCall, expectFormError, SERVER_ERROR, uniqueEmail } from './failureHelpers';

// The teams tab's admin calls (besides get-teams and admin-create-team, in failures-admin.spec.ts) under the
// visitor suite's failure modes: the user sees a message (the server's when it sent one), keeps what was typed
// or chosen, and nothing changes on the server. One page for the whole file (sharedAdminPage), moved through the hash: each test
// costs a route change, not a page load. The failing call never reaches the server (it is answered here).

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

function team(): Promise<AdminTeamBody['data']> {
  return readAdmin<AdminTeamBody>(admin.page, 'get-team', { team_id: TEAM }).then((body) => body.data);
}

/** axe once per call, on the first mode's error state (the other modes show the same screen). */
const axe = () => expectNoAxeViolations(admin.page);

test(`update-team-approval: ${SERVER_ERROR.name} flashes the message; row, selection and server unchanged`, async () => {
  const pending = () =>
    readAdmin<{ total: number }>(admin.page, 'get-teams', { campaign_id: 1, status: 'pending' }).then((b) => b.total);
  const before = await pending();
  await goHash(admin.page, '#/?status=pending');
  const approve = admin
    .table()
    .getByRole('button', { name: /^Approve / })
    .first();
  await expect(approve).toBeVisible();
  const name = await nameIn(approve, 'Approve');
  await answerCall(admin.page, 'update-team-approval', SERVER_ERROR.answer);

  await approve.click();
  await expectFlashError(admin.page, SERVER_ERROR);
  await axe();
  await expect(admin.table().getByRole('row').filter({ hasText: name })).toContainText('Pending Approval');
  await admin.page.getByTestId('admin-flash').getByRole('button', { name: 'Dismiss' }).click();

  const all = admin.table().getByRole('checkbox', { name: 'Select all pending teams' });
  await all.check();
  await expect(admin.page.getByText(`${before} selected`)).toBeVisible();
  await admin.page.getByRole('button', { name: 'Approve selected' }).click();
  await expectFlashError(admin.page, SERVER_ERROR);
  // The selection stays for another try.
  await expect(admin.page.getByText(`${before} selected`)).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
  expect(await pending()).toBe(before);
  await all.uncheck();
  await admin.page.getByTestId('admin-flash').getByRole('button', { name: 'Dismiss' }).click();
});

test(`get-delete-team-strategy: ${SERVER_ERROR.name} shows the message in the dialog, which keeps the typed name`, async () => {
  await goHash(admin.page, '#/');
  // A team whose strategy this page has not read yet (SWR would show a cached one): one row per mode.
  const remove = admin
    .table()
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Delete / });
  const name = await nameIn(remove, 'Delete');
  await answerCall(admin.page, 'get-delete-team-strategy', SERVER_ERROR.answer);
  await remove.click();
  const dialog = admin.page.getByRole('dialog', { name: `Delete team “${name}”?` });
  await expectErrorIn(dialog, SERVER_ERROR);
  await axe();
  const phrase = dialog.getByRole('textbox', { name: `Type ${name} to confirm` });
  await phrase.fill(name);
  await expect(phrase).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test(`delete-team: ${SERVER_ERROR.name} shows the message in the dialog; choice, name and team kept`, async () => {
  const before = await team();
  await goHash(admin.page, `#/?search=${encodeURIComponent(before.name)}`);
  await admin
    .table()
    .getByRole('button', { name: `Delete ${before.name}` })
    .click();
  const dialog = admin.page.getByRole('dialog', { name: `Delete team “${before.name}”?` });
  const detach = dialog.getByRole('radio', { name: /Keep them as campaign fundraisers/ });
  await detach.check();
  const phrase = dialog.getByRole('textbox', { name: `Type ${before.name} to confirm` });
  await phrase.fill(before.name);
  await answerCall(admin.page, 'delete-team-strategy', SERVER_ERROR.answer);
  await dialog.getByRole('button', { name: 'Delete team' }).click();

  await expectErrorIn(dialog, SERVER_ERROR);
  await axe();
  await expect(detach).toBeChecked();
  await expect(phrase).toHaveValue(before.name);
  await expect(dialog.getByRole('button', { name: 'Delete team' })).toBeEnabled();
  await expect(admin.page.getByTestId('admin-flash')).toHaveCount(0);
  const after = await team();
  expect(after.members).toEqual(before.members);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test(`get-team: ${SERVER_ERROR.name} shows the message and loads on Try again`, async () => {
  // A team this page has not loaded yet, one per mode.
  const id = TEAM + 1;
  const restore = await answerCall(admin.page, 'get-team', SERVER_ERROR.answer);
  await goHash(admin.page, `#/edit-team-${id}`);
  await expect(admin.page.getByRole('heading', { level: 2, name: 'Edit team' })).toBeVisible({ timeout: 15_000 });
  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  await restore();
  await admin.page.getByRole('button', { name: 'Try again' }).click();
  await expect(admin.page.getByLabel(/^Team name/)).not.toHaveValue('', { timeout: 15_000 });
});

test(`admin-update-team: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await team();
  await admin.openRoute(`#/edit-team-${TEAM}`, `Edit team: ${before.name}`);
  await expect(admin.page.getByLabel(/^Team name/)).toHaveValue(before.name);
  await answerCall(admin.page, 'admin-update-team', SERVER_ERROR.answer);
  const typed = [
    [admin.page.getByLabel(/^Team name/), 'Harbour Swimmers'],
    [admin.page.getByLabel(/^Team story/), 'We swim the harbour for clean water.'],
    [admin.page.getByLabel(/^Team goal/), '1,250,000'],
  ] as const;
  for (const [field, value] of typed) await field.fill(value);
  await admin.page.getByRole('button', { name: 'Save team' }).click();

  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  for (const [field, value] of typed) await expect(field).toHaveValue(value);
  await expect(admin.page.getByRole('button', { name: 'Save team' })).toBeEnabled();
  await expect(admin.page).toHaveURL(new RegExp(`#/edit-team-${TEAM}$`));
  const after = await team();
  expect([after.name, after.story, after.goal]).toEqual([before.name, before.story, before.goal]);
});

test(`admin-add-team-captain: ${SERVER_ERROR.name} shows the message and keeps every typed value`, async () => {
  const before = await team();
  await admin.openRoute(`#/add-team-captain-${TEAM}`, `Add a captain to ${before.name}`);
  await answerCall(admin.page, 'admin-add-team-captain', SERVER_ERROR.answer);
  const typed = [
    [admin.page.getByLabel(/^First name/), 'Wanda'],
    [admin.page.getByLabel(/^Last name/), 'Failsafe'],
    [admin.page.getByLabel(/^Email/), uniqueEmail('captain')],
  ] as const;
  for (const [field, value] of typed) await field.fill(value);
  await admin.page.getByRole('button', { name: 'Save captain and continue' }).click();

  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  for (const [field, value] of typed) await expect(field).toHaveValue(value);
  await expect(admin.page).toHaveURL(new RegExp(`#/add-team-captain-${TEAM}$`));
  expect((await team()).captain_fundraiser).toEqual(before.captain_fundraiser);
});

test(`admin-update-team-captain: ${SERVER_ERROR.name} shows the message and keeps the chosen member`, async () => {
  const before = await team();
  const member = before.members.find((one) => Number(one.id) !== before.captain_fundraiser?.fundraiser_id);
  if (!member) throw new Error(`team ${TEAM} needs a member besides its captain`);
  await admin.openRoute(`#/add-team-captain-${TEAM}`, `Add a captain to ${before.name}`);
  await answerCall(admin.page, 'admin-update-team-captain', SERVER_ERROR.answer);
  const existing = admin.page.getByRole('radio', { name: /An existing member/ });
  await existing.check();
  const select = admin.page.getByRole('combobox', { name: /^Member/ });
  await select.selectOption(String(member.id));
  await admin.page.getByRole('button', { name: 'Save captain and continue' }).click();

  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  await expect(existing).toBeChecked();
  await expect(select).toHaveValue(String(member.id));
  await expect(admin.page).toHaveURL(new RegExp(`#/add-team-captain-${TEAM}$`));
  expect((await team()).captain_fundraiser).toEqual(before.captain_fundraiser);
});

test(`admin-send-team-invitation-emails: ${SERVER_ERROR.name} shows the message and keeps every address`, async () => {
  const before = await team();
  await admin.openRoute(`#/invite-team-members-${TEAM}`, `Invite members to ${before.name}`);
  await answerCall(admin.page, 'admin-send-team-invitation-emails', SERVER_ERROR.answer);
  const emails = [uniqueEmail('invite'), uniqueEmail('invite')];
  const field = admin.page.getByRole('textbox', { name: 'Email addresses' });
  await field.fill(emails.join(', '));
  await field.press('Enter');
  await admin.page.getByRole('button', { name: 'Send invitations' }).click();

  await expectFormError(admin.page, SERVER_ERROR);
  await axe();
  for (const email of emails) await expect(admin.page.getByRole('button', { name: `Remove ${email}` })).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Send invitations' })).toBeEnabled();
  expect((await team()).invitations).toEqual(before.invitations);
});
