import { expect, test, type Page } from './test';
import { ALMOST_READY, LARGE_PNG, signIn, SMALL_PNG, submitProfile } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_PASSWORD, DEMO_USERS } from './env';
import { expectNoAxeViolations } from './axe';
import { startEachTestFromTheSeed } from './seed';
import { failWithServerError } from './serverFailure';

/*
 * Journey 2 (a captain registers, creates a team with invitations, creates the profile) and the captain's
 * part of journey 7 (edit the team), with the team form's error paths.
 */

interface Mail {
  kind: string;
  to_email: string;
  subject: string;
}

startEachTestFromTheSeed();

async function fillTeamForm(page: Page, name: string) {
  await page.getByLabel('Team name').fill(name);
  await page.getByLabel('Team story').fill('We run for wells.\n\nEvery step counts.');
}

test('journey 2: register as captain, create a team with invitations, create the profile, start fundraising', async ({
  page,
  request,
}) => {
  await page.goto(`${CAMPAIGN_PATH}/register/captain/`);
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Rivers');
  await page.getByRole('textbox', { name: 'Email' }).fill('rita@example.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/create-team/`),
    page.getByRole('button', { name: 'Register and create your team' }).click(),
  ]);

  // Step 2 of createTeam, defaults from the campaign.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your team' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Progress' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Create Team');
  await expect(page.getByLabel(/^Team goal/)).not.toHaveValue('');
  await expect(page.getByLabel('Team story')).not.toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked();
  await expectNoAxeViolations(page);

  await fillTeamForm(page, 'Rita’s River Runners');
  await page.getByLabel('Team goal', { exact: false }).fill('4000');
  await page.getByRole('radio', { name: 'Closed (invite only)' }).check();
  await page.getByLabel(/^Invite people/).fill('ann@example.org, bob@example.org');
  await page.getByLabel(/^Invite people/).press('Enter');
  await expect(page.getByText('bob@example.org', { exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);

  const requests: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').at(-1) ?? '';
    if (['create-team', 'send-team-invitation-emails'].includes(name)) requests.push(name);
  });
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    page.getByRole('button', { name: 'Create Team' }).click(),
  ]);
  expect(requests).toEqual(['create-team', 'send-team-invitation-emails']);

  // The new team waits for approval, so its invitations are held until an administrator approves it.
  const invitationsSent = async (): Promise<Mail[]> => {
    const outbox = (await (await request.get('/__test__/outbox')).json()) as { data: Mail[] };
    return outbox.data.filter((mail) => mail.kind === 'team-invitation');
  };
  expect(await invitationsSent()).toEqual([]);

  // Step 3: the profile, then the status page.
  await submitProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: ALMOST_READY })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your team' })).toContainText('Rita’s River Runners');
  await expect(page.getByText('Pending Approval')).toHaveCount(2);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Start Fundraising');

  await request.post('/__test__/approve-all');
  const invitations = await invitationsSent();
  expect(invitations.map((mail) => mail.to_email).sort()).toEqual(['ann@example.org', 'bob@example.org']);
  expect(invitations[0]?.subject).toContain('Rita’s River Runners');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "You're ready to start fundraising!" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Team' })).toHaveAttribute('href', /\/team\/\d+\/$/);
});

test('journey 7 (captain): edit team 1, prefilled, and return to the team page with the new name', async ({ page }) => {
  await signIn(page, DEMO_USERS.captain);
  await page.goto(`${CAMPAIGN_PATH}/team/1/`);
  await page.getByRole('link', { name: 'Edit team' }).click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/team/1/update`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit team' })).toBeVisible();
  await expect(page.getByLabel('Team name')).toHaveValue('Clean Water Crew');
  await expect(page.getByLabel('Team story')).not.toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByLabel('Team name').fill('Clean Water Heroes');
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/team/1/`),
    page.getByRole('button', { name: 'Save changes' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Heroes' })).toBeVisible();
});

test('a fundraiser who is not the captain sees not-allowed at /team/1/update', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(`${CAMPAIGN_PATH}/team/1/update`);
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot edit this team' })).toBeVisible();
  await expect(page.getByLabel('Team name')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the team page' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_URL}/team/1/`,
  );
});

test('an invalid invite email blocks the save with a message', async ({ page }) => {
  let created = false;
  page.on('request', (r) => {
    if (r.url().includes('/p2p-campaigns/create-team')) created = true;
  });
  await signIn(page, DEMO_USERS.noprofile);
  await page.goto(`${CAMPAIGN_PATH}/create-team/`);
  await fillTeamForm(page, 'Typo Team');
  await page.getByLabel(/^Invite people/).fill('ann@example.org, ann@localhost');
  await page.getByLabel(/^Invite people/).press('Enter');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Correct or remove the invalid email addresses before saving.')).toBeVisible();
  await expect(page.getByText('ann@localhost is not a valid email address')).toBeVisible();
  await expect(page.getByLabel(/^Invite people/)).toBeFocused();
  await expectNoAxeViolations(page);
  expect(created).toBe(false);

  await page.getByRole('button', { name: 'Remove ann@localhost' }).click();
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    page.getByRole('button', { name: 'Create Team' }).click(),
  ]);
});

test('required fields are marked and the first invalid field gets focus', async ({ page }) => {
  await signIn(page, DEMO_USERS.noprofile);
  await page.goto(`${CAMPAIGN_PATH}/create-team/`);
  await page.getByLabel('Team story').fill('');
  await page.getByLabel(/^Team goal/).fill('');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Enter a team name')).toBeVisible();
  await expect(page.getByText('Enter a fundraising goal')).toBeVisible();
  await expect(page.getByLabel('Team name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Team story')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Team name')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a server 500 while saving keeps every value, the image included', async ({ page }) => {
  await signIn(page, DEMO_USERS.noprofile);
  await failWithServerError(page, '**/create-team', 'The team could not be saved.');
  await page.goto(`${CAMPAIGN_PATH}/create-team/`);
  await fillTeamForm(page, 'Kept Team');
  await page.getByRole('radio', { name: 'Closed (invite only)' }).check();
  await page.getByLabel(/^Invite people/).fill('ann@example.org');
  await page.getByLabel(/^Invite people/).press('Enter');
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  await page.getByRole('button', { name: 'Create Team' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The team could not be saved.');
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/create-team/`);
  await expect(page.getByLabel('Team name')).toHaveValue('Kept Team');
  await expect(page.getByLabel('Team story')).toHaveValue('We run for wells.\n\nEvery step counts.');
  await expect(page.getByRole('radio', { name: 'Closed (invite only)' })).toBeChecked();
  await expect(page.getByText('ann@example.org', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Team' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // The next try goes through with the kept values.
  await page.unroute('**/create-team');
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    page.getByRole('button', { name: 'Create Team' }).click(),
  ]);
});

test('an image over the upload cap is refused and disables saving', async ({ page }) => {
  await signIn(page, DEMO_USERS.noprofile);
  await page.goto(`${CAMPAIGN_PATH}/create-team/`);
  await page.locator('input[type="file"]').setInputFiles(LARGE_PNG);
  await expect(page.getByText('huge.png exceeds the maximum upload size for this site').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Team' })).toBeDisabled();
});

test('a captain who already leads a team is told on /create-team/, before typing, with a link to the team', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.captain);
  await page.goto(`${CAMPAIGN_PATH}/create-team/`);
  await expect(page.getByText('You are already on a team')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Team name/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to your team' }).click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/team/1/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Crew' })).toBeVisible();
});
