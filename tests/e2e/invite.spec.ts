import { type Browser, expect, type Page, test } from './test';
import { signIn, submitProfile } from './accountHelpers';
import { expectNoAxeViolations } from './axe';
import { BASE_URL, CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_PASSWORD, DEMO_USERS } from './env';
import { startEachTestFromTheSeed } from './seed';

/*
 * Issue 13, section 3: closed (private) teams are joined by invitation only, end to end in the browser. The
 * captain closes team 1 and invites an address from the edit form; the invitee reads the mail in the demo outbox,
 * follows its link, registers on the way and joins. Someone else signed in with the same link is refused by the
 * server, before and after it is spent. The host's rules themselves are in host/api/invite-join.test.ts.
 */

const TEAM = 1;
const TEAM_NAME = 'Clean Water Crew';
const INVITEE = 'ines.invited@example.org';
/** The server's messages (host/model/inviteTokens.ts INVITE_PROBLEMS), as the user reads them. */
const OTHER_ADDRESS = 'This invitation was sent to another email address.';
const ALREADY_USED = 'This invitation has already been used. Ask the team captain for a new invitation.';

// Whole journeys across several pages and three people: more than 30 s on a loaded two-core machine.
test.slow();
startEachTestFromTheSeed();

/** A person of their own: a fresh context, so no cookie is shared with the captain or another person. */
async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US', timezoneId: 'UTC' });
  return context.newPage();
}

/** The captain closes team 1 and invites `email` from the edit form (the team is approved: the mail goes out). */
async function captainInvites(page: Page, email: string): Promise<void> {
  await signIn(page, DEMO_USERS.captain);
  await page.goto(`${CAMPAIGN_PATH}/team/${TEAM}/update/`);
  await page.getByRole('radio', { name: 'Closed (invite only)' }).check();
  await page.getByLabel(/^Invite people/).fill(email);
  await page.getByLabel(/^Invite people/).press('Enter');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/team/${TEAM}/`),
    page.getByRole('button', { name: 'Save changes' }).click(),
  ]);
}

/** The join link of the newest invitation mailed to `email`, read on the demo outbox page. */
async function invitationLink(page: Page, email: string): Promise<string> {
  await page.goto('/outbox/');
  const mail = page.locator('.mail').filter({ hasText: email }).first();
  await expect(mail).toContainText(`invited you to join ${TEAM_NAME}`);
  const text = (await mail.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\?invite=\S+/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  return link ?? '';
}

/** From the mailed link (the team page) to the join page, through the invitation's button. */
async function followInvitation(page: Page, link: string): Promise<void> {
  await page.goto(link);
  // A first visit in a fresh context loads the team page's chunks: give it a page load's time.
  await expect(page.getByRole('heading', { level: 1, name: TEAM_NAME })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Join with your invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${TEAM}/join/\\?invite=`));
  await expect(page.getByRole('heading', { level: 1, name: `Join ${TEAM_NAME}` })).toBeVisible({ timeout: 20_000 });
}

/** Solo (a signed-in fundraiser without a team) tries the link: the server refuses with `message`. */
async function someoneElseIsRefused(browser: Browser, link: string, message: string, axe = false): Promise<void> {
  const page = await person(browser);
  await signIn(page, DEMO_USERS.solo);
  await followInvitation(page, link);
  await page.getByRole('button', { name: 'Join Team' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(message);
  await expect(page).toHaveURL(new RegExp(`/team/${TEAM}/join/`));
  if (axe) await expectNoAxeViolations(page);
  await page.context().close();
}

test('a closed team: the invitee registers through the mailed link and joins; anyone else is refused', async ({
  page,
  browser,
}) => {
  // Three people and about ten page loads in one journey (the token must be spent between the two refusals).
  test.setTimeout(180_000);
  await captainInvites(page, INVITEE);
  // Closed now: without an invitation the join page says so and offers no way in.
  const visitor = await person(browser);
  await visitor.goto(`${CAMPAIGN_PATH}/team/${TEAM}/join/`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This team is invite only' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Join Team' })).toHaveCount(0);
  const link = await invitationLink(visitor, INVITEE);
  expect(link.startsWith(`${CAMPAIGN_URL}/team/${TEAM}/?invite=`)).toBe(true);
  await visitor.context().close();

  // A different signed-in user with the same link: refused by the server, with its message.
  await someoneElseIsRefused(browser, link, OTHER_ADDRESS, true);

  // The invitee registers on the way and joins.
  const invitee = await person(browser);
  await followInvitation(invitee, link);
  await invitee.getByLabel('First name').fill('Ines');
  await invitee.getByLabel('Last name').fill('Invited');
  await invitee.getByRole('textbox', { name: 'Email' }).fill(INVITEE);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByRole('textbox', { name: 'Confirm password' }).fill(DEMO_PASSWORD);
  await Promise.all([
    invitee.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    invitee.getByRole('button', { name: 'Join Team' }).click(),
  ]);
  await submitProfile(invitee);
  await expect(invitee.getByRole('region', { name: 'Your team' })).toContainText(TEAM_NAME);
  await invitee.context().close();

  // The token is spent: the same link is refused again, now as used.
  await someoneElseIsRefused(browser, link, ALREADY_USED);
});

test('an invitee with an account opens the link signed out, logs in on the way and joins with one click', async ({
  page,
  browser,
}) => {
  await captainInvites(page, DEMO_USERS.solo);
  const invitee = await person(browser);
  const link = await invitationLink(invitee, DEMO_USERS.solo);
  await followInvitation(invitee, link);
  // Signed out, the join page offers the registration form and a log-in that comes back with the invitation.
  await invitee.getByRole('link', { name: 'Log in' }).click();
  await invitee.getByLabel('Username or Email Address').fill(DEMO_USERS.solo);
  await invitee.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    invitee.waitForURL(new RegExp(`/team/${TEAM}/join/\\?invite=`)),
    invitee.getByRole('button', { name: 'Log In' }).click(),
  ]);
  await Promise.all([
    invitee.waitForURL(`${CAMPAIGN_URL}/start-fundraising/`),
    invitee.getByRole('button', { name: 'Join Team' }).click(),
  ]);
  await expect(invitee.getByRole('region', { name: 'Your team' })).toContainText(TEAM_NAME);
  await invitee.context().close();
});
