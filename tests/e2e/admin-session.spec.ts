import { expect, test, type Page } from './test';
import { signIn } from './accountHelpers';
import { wire } from './nonceWire';
import { DEMO_USERS } from './env';

// An admin tab left open overnight: the REST nonce printed with the page expires. The admin app renews it through
// admin-ajax.php?action=rest-nonce as the visitor app does, and when the login itself is gone it says how to go on
// without losing what was typed: sign in again in another tab, then submit again in this one.

const CREATE_TEAM = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams#/create-team';
const TEAM = { name: 'Night Shift Walkers', story: 'Typed before bed, saved after breakfast.', goal: '2,500' };

// Two sign-ins and a form on a loaded two-core machine take longer than the default 30 s.
test.setTimeout(90_000);

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

async function openCreateTeam(page: Page): Promise<void> {
  await signIn(page, DEMO_USERS.admin);
  await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
  await page.goto(CREATE_TEAM);
  await expect(page.getByRole('heading', { name: 'Create a team' })).toBeVisible();
  await page.getByLabel(/^Team name/).fill(TEAM.name);
  await page.getByLabel(/^Team story/).fill(TEAM.story);
  await page.getByLabel(/^Team goal/).fill(TEAM.goal);
}

const createButton = (page: Page) => page.getByRole('button', { name: 'Create team and continue' });

test('an expired nonce is renewed: the team is created with no error, the wire shows renewal then the repeat', async ({
  page,
  request,
}) => {
  await openCreateTeam(page);
  await request.post('/__test__/expire-nonces');
  const calls = wire(page);

  await createButton(page).click();
  await expect(page.getByRole('heading', { name: `Add a captain to ${TEAM.name}` })).toBeVisible();
  expect(calls.slice(0, 3)).toEqual(['admin-create-team 403', 'renew rest-nonce 200', 'admin-create-team 200']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('signed out meanwhile: the message says to sign in elsewhere, the form keeps every value, the retry after signing in goes through', async ({
  page,
  context,
  request,
}) => {
  await openCreateTeam(page);
  await request.post('/__test__/expire-nonces');
  // The login cookie is gone too (it expired, or the administrator signed out in another tab).
  await context.clearCookies();
  const calls = wire(page);

  await createButton(page).click();
  const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  await expect(alert).toContainText(
    'Your session has expired. Sign in again in another tab, then try again: what you typed stays here.',
  );
  await expect(alert).not.toContainText('draft');
  await expect(page.getByLabel(/^Team name/)).toHaveValue(TEAM.name);
  await expect(page.getByLabel(/^Team story/)).toHaveValue(TEAM.story);
  await expect(page.getByLabel(/^Team goal/)).toHaveValue(TEAM.goal);
  expect(calls).toEqual(['admin-create-team 403', 'renew rest-nonce 400']);

  // Signing in again in another tab gives the browser a new login; the same form, submitted again, renews its
  // nonce for it and saves what was typed before.
  const other = await context.newPage();
  await signIn(other, DEMO_USERS.admin);
  await other.close();
  await createButton(page).click();
  await expect(page.getByRole('heading', { name: `Add a captain to ${TEAM.name}` })).toBeVisible();
  expect(calls.slice(2, 5)).toEqual(['admin-create-team 403', 'renew rest-nonce 200', 'admin-create-team 200']);
});
