import { expect, test } from './test';
import { ALMOST_READY, signIn, submitProfile } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_PASSWORD, DEMO_USERS } from './env';
import { expectNoAxeViolations } from './axe';
import { startEachTestFromTheSeed } from './seed';

/*
 * Journey 3 (a visitor finds a team and registers to join it), journey 4 (a fundraiser joins with one click)
 * and journey 5's join variant (a logged-in user without a profile), with the refusals.
 */

startEachTestFromTheSeed();

test('journey 3: a visitor finds a public team, registers to join it, creates the profile, starts fundraising', async ({
  page,
}) => {
  await page.goto(`${CAMPAIGN_PATH}/register/teams/`);
  const firstTeam = page.getByRole('list', { name: 'Teams' }).getByRole('link').first();
  const href = (await firstTeam.getAttribute('href')) ?? '';
  const teamId = /\/team\/(\d+)\/join\/$/.exec(href)?.[1];
  expect(teamId).toBeDefined();
  await firstTeam.click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/team/${teamId}/join/`);

  const steps = page.getByRole('navigation', { name: 'Progress' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Register');
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Joiner');
  await page.getByRole('textbox', { name: 'Email' }).fill('jo@example.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    page.getByRole('button', { name: 'Join Team' }).click(),
  ]);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Create Profile');
  await submitProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: ALMOST_READY })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Start Fundraising');
});

test('the join form: password rules, then a duplicate email shows the server message and keeps the values', async ({
  page,
}) => {
  await page.goto(`${CAMPAIGN_PATH}/team/1/join/`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('123');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('1234');
  await page.getByRole('button', { name: 'Join Team' }).click();
  await expect(page.getByText('Password must have at least 6 characters')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();

  await page.getByLabel('First name').fill('Carla');
  await page.getByLabel('Last name').fill('Again');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_USERS.captain);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Join Team' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).not.toBeEmpty();
  await expect(alert).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_USERS.captain);
  await expect(page.getByLabel('First name')).toHaveValue('Carla');
  await expectNoAxeViolations(page);
});

test('journey 4: an approved fundraiser without a team joins team 1 with one click', async ({ page }) => {
  await signIn(page, DEMO_USERS.solo);
  let releaseCheck: () => void = () => undefined;
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
  await page.route('**/fundraiser-can-join-team', async (route) => {
    await checkHeld;
    await route.continue();
  });
  await page.goto(`${CAMPAIGN_PATH}/team/1/join/`);
  await expect(page.getByRole('status', { name: 'Checking permissions' })).toBeVisible();
  releaseCheck();
  const join = page.getByRole('button', { name: 'Join Team' });
  await expect(join).toBeEnabled();
  await expect(page.getByText('Clean Water Crew').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await Promise.all([page.waitForURL(`${CAMPAIGN_URL}/start-fundraising/`), join.click()]);
  await expect(page.getByRole('region', { name: 'Your team' })).toContainText('Clean Water Crew');
});

test('a failed join shows the server message and can be retried', async ({ page, request }) => {
  await signIn(page, DEMO_USERS.solo);
  await request.post('/__test__/fault', { data: { name: 'fundraiser-join-team', mode: 'error500', times: 1 } });
  await page.goto(`${CAMPAIGN_PATH}/team/1/join/`);
  await page.getByRole('button', { name: 'Join Team' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/start-fundraising/`),
    page.getByRole('button', { name: 'Try again' }).click(),
  ]);
});

test('a fundraiser already in a team is sent to /start-fundraising/', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(`${CAMPAIGN_PATH}/team/3/join/`);
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/start-fundraising/`);
  await expect(page.getByRole('heading', { level: 1, name: "You're ready to start fundraising!" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Team' })).toHaveCount(0);
});

test('a logged-in user without a profile: names prefilled, email disabled, no passwords', async ({ page }) => {
  await signIn(page, DEMO_USERS.noprofile);
  await page.goto(`${CAMPAIGN_PATH}/team/3/join/`);
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(DEMO_USERS.noprofile);
  await expect(email).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    page.getByRole('button', { name: 'Join Team' }).click(),
  ]);
  await submitProfile(page);
  await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
});

test('a private team is invite only: no Join Team, no form', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/team/2/join/`);
  await expect(page.getByRole('heading', { level: 1, name: 'This team is invite only' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Team' })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an unknown team shows a not-found state', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/team/999/join/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
});
