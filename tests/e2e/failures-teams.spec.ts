import { expect, test, type Page } from './test';
import { SMALL_PNG } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { answerCall, apiCall, holdCall } from './apiRoutes';
import {
  expectFormError,
  expectNotBlank,
  failedSubmitTests,
  SERVER_ERROR,
  fillNamesOf,
  fillNewAccount,
  logIn,
  heldSubmitTest,
  uniqueEmail,
  watchErrors,
  type KeptFields,
} from './failureHelpers';
import { pastLoadingTimeout, SLOW_NAME, STILL_LOADING, fakeClock } from './pageClock';

// Issue 6, section 3, for joining a team and the team forms: the join registration (visitor and logged-in
// user), the one-click join (can-join check, then join), create-team, update-team and the invitation mails
// sent after them. Saves that reach the server change the database: each describe re-seeds after it.

const JOIN = `${CAMPAIGN_PATH}/team/1/join/`;

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

const joinButton = (page: Page) => page.getByRole('button', { name: 'Join Team' });

test.describe('register-join-team on /team/1/join/ (a visitor)', () => {
  const form = {
    call: 'register-join-team',
    path: '/team/1/join/',
    submit: joinButton,
  };

  failedSubmitTests({
    ...form,
    fill: (page) => fillNewAccount(page, uniqueEmail('join')),
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the profile step',
    fill: (page) => fillNewAccount(page, uniqueEmail('join-slow')),
    to: '/register/create-profile/',
    arrived: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible(),
  });
});

test.describe('create-fundraiser-join-team on /team/1/join/ (logged in without a profile)', () => {
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  const form = {
    call: 'create-fundraiser-join-team',
    path: '/team/1/join/',
    user: DEMO_USERS.noprofile,
    submit: joinButton,
  };

  failedSubmitTests({
    ...form,
    fill: (page) => fillNamesOf(page, DEMO_USERS.noprofile),
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the profile step',
    fill: (page) => fillNamesOf(page, DEMO_USERS.noprofile),
    to: '/register/create-profile/',
    arrived: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible(),
  });
});

test.describe('fundraiser-can-join-team on /team/1/join/ (a fundraiser without a team)', () => {
  test(`answering ${SERVER_ERROR.name}: sent to /start-fundraising/ (SPEC 8)`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.solo);
    await page.route(apiCall('fundraiser-can-join-team'), SERVER_ERROR.answer);
    await page.goto(JOIN);
    await page.waitForURL(`${CAMPAIGN_URL}/start-fundraising/`);
    await expect(page.getByRole('heading', { level: 1, name: "You're ready to start fundraising!" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${SLOW_NAME}: 'Checking permissions', 'Still loading…' once the timeout fires, then Join Team`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.solo);
    await fakeClock(page);
    const held = await holdCall(page, 'fundraiser-can-join-team');
    await page.goto(JOIN);
    await expect(page.getByRole('status', { name: 'Checking permissions' })).toBeVisible();
    await held.reached();
    // The check is a cached read: the clock jumps past the loading timeout while the call is held, and the
    // spinner says so before the answer.
    await pastLoadingTimeout(page);
    await expect(page.getByText(STILL_LOADING)).toBeVisible();
    await held.release();
    await expect(joinButton(page)).toBeEnabled();
    await expect(page).toHaveURL(`${CAMPAIGN_URL}/team/1/join/`);
    expect(errors).toEqual([]);
  });
});

test.describe('fundraiser-join-team on /team/1/join/ (a fundraiser without a team)', () => {
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  test(`answering ${SERVER_ERROR.name}: the message and a 'Try again' button`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.solo);
    await page.route(apiCall('fundraiser-join-team'), SERVER_ERROR.answer);
    await page.goto(JOIN);
    await joinButton(page).click();
    await expectFormError(page, SERVER_ERROR);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNotBlank(page);
    expect(errors).toEqual([]);
  });

  // Last in this describe: it joins Sam Solo to team 1 for real.
  heldSubmitTest({
    title: 'a busy button, then /start-fundraising/ with the team',
    call: 'fundraiser-join-team',
    path: '/team/1/join/',
    user: DEMO_USERS.solo,
    submit: joinButton,
    whileHeld: (page) => expect(page.getByRole('status').filter({ hasText: 'Joining the team…' })).toBeVisible(),
    to: '/start-fundraising/',
    arrived: (page) => expect(page.getByRole('region', { name: 'Your team' })).toContainText('Clean Water Crew'),
  });
});

/** Fills every field of the team form and returns what a failed save must leave in place. */
async function fillTeamForm(page: Page, name: string): Promise<KeptFields> {
  const fields = [
    [page.getByLabel('Team name'), name],
    [page.getByLabel('Team story'), 'We run for wells.\n\nEvery step counts.'],
    [page.getByLabel(/^Team goal/), '4321'],
  ] as const;
  for (const [field, value] of fields) await field.fill(value);
  await page.getByRole('radio', { name: 'Closed (invite only)' }).check();
  await page.getByLabel(/^Invite people/).fill('ann@example.org');
  await page.getByLabel(/^Invite people/).press('Enter');
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  return fields;
}

/** What the team form keeps besides its text fields. */
async function expectTeamExtrasKept(page: Page) {
  await expect(page.getByRole('radio', { name: 'Closed (invite only)' })).toBeChecked();
  await expect(page.getByText('ann@example.org', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();
}

test.describe('create-team on /create-team/ (logged in without a profile)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Create Team' });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  const form = {
    call: 'create-team',
    path: '/create-team/',
    user: DEMO_USERS.noprofile,
    submit,
  };

  failedSubmitTests({
    ...form,
    fill: (page) => fillTeamForm(page, 'Kept Team'),
    alsoKept: expectTeamExtrasKept,
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the profile step',
    fill: (page) => fillTeamForm(page, 'Slow Team'),
    whileHeld: (page) =>
      expect(page.getByRole('form', { name: 'Create Team' })).toHaveAttribute('data-state', 'saving'),
    to: '/register/create-profile/',
  });
});

test.describe('update-team on /team/1/update (its captain)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Save changes' });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  const form = {
    call: 'update-team',
    path: '/team/1/update',
    user: DEMO_USERS.captain,
    submit,
  };

  failedSubmitTests({
    ...form,
    fill: (page) => fillTeamForm(page, 'Clean Water Heroes'),
    alsoKept: expectTeamExtrasKept,
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the team page with the new name',
    fill: (page) => fillTeamForm(page, 'Slow Water Heroes'),
    to: '/team/1/',
    arrived: (page) => expect(page.getByRole('heading', { level: 1, name: 'Slow Water Heroes' })).toBeVisible(),
  });
});

test.describe('send-team-invitation-emails after update-team on /team/1/update (its captain)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Save changes' });
  const notSent = 'The team was saved, but the invitations were not sent.';
  // Every test here saves team 1 for real (only the invitation call is made to fail).
  test.afterEach(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  async function fillInvitation(page: Page, name: string) {
    await page.getByLabel('Team name').fill(name);
    await page.getByLabel(/^Invite people/).fill('ann@example.org');
    await page.getByLabel(/^Invite people/).press('Enter');
  }

  test(`answering ${SERVER_ERROR.name}: the team is saved, the page says the invitations were not sent, and sends them again`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.captain);
    const recover = await answerCall(page, 'send-team-invitation-emails', SERVER_ERROR.answer);
    await page.goto(`${CAMPAIGN_PATH}/team/1/update`);
    await fillInvitation(page, 'Saved Without Mail');
    await submit(page).click();
    const notice = page.getByRole('status').filter({ hasText: notSent });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Not sent to: ann@example.org');
    await expect(notice).toContainText(SERVER_ERROR.serverMessage ?? '');
    await expect(page).toHaveURL(`${CAMPAIGN_URL}/team/1/update`);
    await expect(page.getByRole('link', { name: 'Continue without sending' })).toHaveAttribute(
      'href',
      `${CAMPAIGN_URL}/team/1/`,
    );

    await recover();
    await page.getByRole('button', { name: 'Send invitations again' }).click();
    await page.waitForURL(`${CAMPAIGN_URL}/team/1/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Without Mail' })).toBeVisible();
    const outbox = (await (await request.get('/__test__/outbox')).json()) as {
      data: { kind: string; to_email: string }[];
    };
    expect(outbox.data.filter((mail) => mail.kind === 'team-invitation').map((mail) => mail.to_email)).toEqual([
      'ann@example.org',
    ]);
    expect(errors).toEqual([]);
  });

  heldSubmitTest({
    title: 'the form stays busy, then the team page',
    call: 'send-team-invitation-emails',
    path: '/team/1/update',
    user: DEMO_USERS.captain,
    fill: (page) => fillInvitation(page, 'Slowly Invited'),
    submit,
    to: '/team/1/',
    arrived: (page) => expect(page.getByRole('heading', { level: 1, name: 'Slowly Invited' })).toBeVisible(),
  });

  test('after create-team too: the new team is saved, Continue without sending goes on to the profile step', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.noprofile);
    await page.route(apiCall('send-team-invitation-emails'), SERVER_ERROR.answer);
    await page.goto(`${CAMPAIGN_PATH}/create-team/`);
    await fillTeamForm(page, 'Mail-less Team');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByRole('status').filter({ hasText: notSent })).toContainText('The database is taking a nap.');
    await expect(page.getByRole('button', { name: 'Create Team' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue without sending' }).click();
    await page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`);
    expect(errors).toEqual([]);
  });
});
