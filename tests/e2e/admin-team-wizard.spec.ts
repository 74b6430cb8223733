import { expect, test, type APIRequestContext, type Page } from './test';
import { expectNoAxeViolations } from './axe';
import { SMALL_PNG, signIn } from './accountHelpers';
import { tabTo } from './adminHelpers';
import { DEMO_USERS } from './env';

// The team wizard of the admin teams screen against the reference host: create a team with a new captain and
// invitations (which land in the outbox), edit a team, the keyboard-only path, and axe at every impact level.

const TEAMS_PAGE = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams';

interface Mail {
  kind: string;
  to_email: string;
  subject: string;
  body: string;
}

async function invitationsTo(request: APIRequestContext, emails: readonly string[]): Promise<Mail[]> {
  const outbox = (await (await request.get('/__test__/outbox')).json()) as { data: Mail[] };
  return outbox.data.filter((mail) => mail.kind === 'team-invitation' && emails.includes(mail.to_email));
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });

/** Signs in as the administrator (the visitor login form; the session cookie is WordPress's) and opens `path`. */
async function openAsAdmin(page: Page, path: string): Promise<void> {
  await signIn(page, DEMO_USERS.admin);
  await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
  await page.goto(path);
  await expect(page.getByText(/Howdy, /)).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

test('create a team through the wizard: profile, a new captain, invitations in the outbox, done', async ({
  page,
  request,
}) => {
  await openAsAdmin(page, `${TEAMS_PAGE}#/create-team`);
  await expect(heading(page, 'Create a team')).toBeVisible();

  await page.getByLabel(/^Team name/).fill('Wizard Walkers');
  await page.getByLabel(/^Team story/).fill('We walk for clean water.');
  await page.getByLabel(/^Team goal/).fill('1,250,000');
  await page.getByRole('radio', { name: /Closed \(invite only\)/ }).check();
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  await page.getByRole('button', { name: 'Create team and continue' }).click();

  await expect(heading(page, 'Add a captain to Wizard Walkers')).toBeVisible();
  const teamId = Number(/add-team-captain-(\d+)/.exec(page.url())?.[1]);
  expect(teamId).toBeGreaterThan(0);
  await page.getByLabel(/^First name/).fill('Wanda');
  await page.getByLabel(/^Last name/).fill('Walker');
  await page.getByLabel(/^Email/).fill('wanda.walker@example.org');
  await page.getByRole('button', { name: 'Save captain and continue' }).click();

  await expect(heading(page, 'Invite members to Wizard Walkers')).toBeVisible();
  expect(page.url()).toContain(`#/invite-team-members-${teamId}`);
  const invitees = ['ivy.invited@example.org', 'otto.invited@example.org'];
  const field = page.getByRole('textbox', { name: 'Email addresses' });
  await field.fill(invitees.join(', '));
  await field.press('Enter');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('2 invitations sent.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Already invited' })).toContainText(invitees[0] ?? '');
  expect((await invitationsTo(request, invitees)).map((mail) => mail.to_email).sort()).toEqual(invitees);

  // A reload resumes the step: the address carries the team.
  await page.reload();
  await expect(heading(page, 'Invite members to Wizard Walkers')).toBeVisible();

  await page
    .getByRole('link', { name: 'Continue' })
    .or(page.getByRole('link', { name: 'Skip for now' }))
    .click();
  await expect(heading(page, 'Team created: Wizard Walkers')).toBeVisible();
  await expect(page.getByText('Wanda Walker')).toBeVisible();
  await expect(page.getByText('$1,250,000')).toBeVisible();
  const view = page.getByRole('link', { name: /View team/ });
  await expect(view).toHaveAttribute('href', new RegExp(`/team/${teamId}/$`));

  await page.getByRole('link', { name: 'Back to teams' }).click();
  await page.waitForURL(/#\/$/);
});

test('edit a team: prefilled, saved, back to the list with "Team updated"', async ({ page }) => {
  await openAsAdmin(page, `${TEAMS_PAGE}#/edit-team-1`);
  await expect(heading(page, 'Edit team: Clean Water Crew')).toBeVisible();
  await expect(page.getByLabel(/^Team name/)).toHaveValue('Clean Water Crew');
  await page.getByLabel(/^Team goal/).fill('2,500,000');
  await page.getByRole('button', { name: 'Save team' }).click();
  // Back at the list (the teams helper's screen shows the flash; the component test checks its text).
  await page.waitForURL(/#\/$/);

  await page.goto(`${TEAMS_PAGE}#/edit-team-1`);
  await expect(page.getByLabel(/^Team goal/)).toHaveValue('2,500,000');
});

test('keyboard only: create a team, skip the captain, invite, done', async ({ page, request }) => {
  await openAsAdmin(page, `${TEAMS_PAGE}#/create-team`);
  await expect(heading(page, 'Create a team')).toBeVisible();
  const name = page.getByLabel(/^Team name/);
  await tabTo(name, { max: 40 });
  await page.keyboard.type('Keyboard Crew');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Team story/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Team goal/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3,000,000');
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Add a captain to Keyboard Crew')).toBeVisible();
  // The shell moves focus to the new step's title; the skip link is reached with Tab.
  const skip = page.getByRole('link', { name: 'Skip for now' });
  await tabTo(skip, { max: 20 });
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Invite members to Keyboard Crew')).toBeVisible();
  const emails = page.getByRole('textbox', { name: 'Email addresses' });
  await tabTo(emails, { max: 20 });
  await page.keyboard.type('kim.keys@example.org');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send invitations' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 invitation sent.')).toBeVisible();
  expect(await invitationsTo(request, ['kim.keys@example.org'])).toHaveLength(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Team created: Keyboard Crew')).toBeVisible();
  await expect(page.getByText('$3,000,000')).toBeVisible();
});

// One step per test: axe on a whole admin page takes seconds on a loaded machine.
for (const [step, hash, title] of [
  ['profile (create)', '/create-team', 'Create a team'],
  ['profile (edit)', '/edit-team-1', 'Edit team: Clean Water Crew'],
  ['captain (with members)', '/add-team-captain-1', 'Add a captain to Clean Water Crew'],
  ['invite', '/invite-team-members-1', 'Invite members to Clean Water Crew'],
  ['done', '/team-created-1', 'Team created: Clean Water Crew'],
] as const) {
  test(`axe finds nothing at any impact level: ${step}`, async ({ page }) => {
    await openAsAdmin(page, `${TEAMS_PAGE}#${hash}`);
    await expect(heading(page, title)).toBeVisible();
    await expectNoAxeViolations(page, '#give-p2p-campaigns-app');
  });
}
