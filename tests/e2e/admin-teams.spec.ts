import { expect, test, type Locator, type Page } from './test';
import { signIn } from './accountHelpers';
import { readAdmin } from './adminHelpers';
import { expectNoAxeViolations } from './axe';
import { CAMPAIGN_PATH, DEMO_USERS } from './env';
import { HOSTILE_TEXT } from './fixtures/hostileCorpus';

// The teams tab of campaign 1 against the reference host, as an administrator: deny, bulk approve, delete
// with the members moved, hostile names, a keyboard-only path and axe at every impact level. The seed has
// 40 teams (4 pages); teams 9, 19, 29 and 39 are pending.

const TEAMS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams';

// Each journey signs in and loads the admin entry cold after a reset; on the shared machine that alone takes 5-10 s.

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

async function openTeams(page: Page, hash = '#/'): Promise<Locator> {
  await signIn(page, DEMO_USERS.admin);
  await page.goto(`${TEAMS_TAB}${hash}`);
  const table = page.getByRole('table', { name: 'Teams' });
  // The first visit loads the admin entry and the screen's chunk from a cold host.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByText(name, { exact: true }) });
}

/** The names of a team's members, as its public page lists them. */
async function memberNames(page: Page, teamId: number): Promise<string[]> {
  const body = await readAdmin<{ data: Array<{ name: string }> }>(page, 'get-team-fundraisers-all', {
    team_id: teamId,
  });
  return body.data.map((member) => member.name).sort();
}

/** A team's name from the public team read. */
async function teamName(page: Page, teamId: number): Promise<string> {
  return (await readAdmin<{ data: { name: string } }>(page, 'get-team', { team_id: teamId })).data.name;
}

/** Searches the public team leaderboard for a team's name. */
async function searchLeaderboard(page: Page, name: string): Promise<void> {
  await page.goto(`${CAMPAIGN_PATH}/team-leaderboard/?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('searchbox', { name: 'Search teams' })).toHaveValue(name);
}

/** The name shown in the Team Name cell of a row. */
async function teamNameOf(row: Locator): Promise<string> {
  const label = await row.getByRole('checkbox').getAttribute('aria-label');
  return (label ?? '').replace(/^Select /, '');
}

test('deny a pending team: it never reaches the public team leaderboard; approving another one does', async ({
  page,
}) => {
  const table = await openTeams(page, '#/?status=pending');
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Deny / }) });
  await expect(rows).toHaveCount(4);
  const denied = await teamNameOf(rows.nth(0));
  const approved = await teamNameOf(rows.nth(1));

  await rows
    .nth(0)
    .getByRole('button', { name: `Deny ${denied}` })
    .click();
  await expect(page.getByTestId('admin-flash')).toContainText(`Team “${denied}” denied.`);
  await expect(rowOf(table, denied)).toHaveCount(0);
  await rowOf(table, approved)
    .getByRole('button', { name: `Approve ${approved}` })
    .click();
  await expect(page.getByTestId('admin-flash')).toContainText(`Team “${approved}” approved.`);

  await searchLeaderboard(page, approved);
  await expect(page.getByRole('list', { name: 'Teams' }).getByText(approved, { exact: true })).toBeVisible();
  await searchLeaderboard(page, denied);
  await expect(page.getByText(`Nothing found for search term "${denied}".`)).toBeVisible();

  // The denied filter still lists it, with Approve to take it back.
  await page.goto(`${TEAMS_TAB}#/?status=denied`);
  await expect(rowOf(page.getByRole('table', { name: 'Teams' }), denied)).toBeVisible();
});

test('bulk approve: the selected pending teams are approved and reported', async ({ page }) => {
  const table = await openTeams(page, '#/?status=pending');
  await table.getByRole('checkbox', { name: 'Select all pending teams' }).check();
  await expect(page.getByText('4 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByTestId('admin-flash')).toContainText('4 teams approved');
  await expect(page.getByText('No teams found')).toBeVisible();
});

test('delete a team and move its members to another team: they appear there', async ({ page }) => {
  await openTeams(page);
  // Team 1 (the demo captain's) has members; team 2 receives them.
  const name = await teamName(page, 1);
  const targetName = await teamName(page, 2);
  const moving = await memberNames(page, 1);
  const staying = await memberNames(page, 2);
  expect(moving.length).toBeGreaterThan(0);

  await page.goto(`${TEAMS_TAB}#/?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Move them to another team' }).check();
  await dialog.getByRole('combobox', { name: /Move them to/ }).selectOption({ label: targetName });
  await dialog.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(name);
  await dialog.getByRole('button', { name: 'Delete team' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-flash')).toContainText(`Team “${name}” deleted;`);
  await expect(page.getByText(`No teams found for “${name}”`)).toBeVisible();
  expect(await memberNames(page, 2)).toEqual([...staying, ...moving].sort());
});

test('hostile team names render as text', async ({ page, request }) => {
  const hostile = `Team ${HOSTILE_TEXT}`;
  expect(
    (await request.post('/__test__/patch', { data: { table: 'team', id: 9, fields: { name: hostile } } })).ok(),
  ).toBe(true);
  const table = await openTeams(page, '#/?status=pending');
  await expect(table.getByText(hostile, { exact: true })).toBeVisible();
  const pwned = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null);
  expect(pwned).toBeNull();
  expect(await page.locator('#give-p2p-campaigns-app [data-pwned]').count()).toBe(0);
});

test('keyboard only: filter, sort, select rows, bulk action, open and confirm the delete modal', async ({ page }) => {
  await openTeams(page);
  const focusOn = async (locator: Locator, max = 60) => {
    for (let step = 0; step < max; step += 1) {
      if (await locator.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'none');
    throw new Error(`never reached by Tab; focus is on ${active}`);
  };
  // Filter: the status select, by keyboard.
  const status = page.getByRole('combobox', { name: 'Status' });
  await focusOn(status);
  await status.selectOption('pending');
  await expect(page).toHaveURL(/#\/\?status=pending$/);
  // Sort by goal.
  const goal = page.getByRole('button', { name: /^Goal/ });
  await focusOn(goal);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=goal&direction=desc/);
  // Select two rows with Space.
  const table = page.getByRole('table', { name: 'Teams' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await focusOn(boxes.nth(0));
  await page.keyboard.press('Space');
  await focusOn(boxes.nth(1));
  await page.keyboard.press('Space');
  await expect(page.getByText('2 selected')).toBeVisible();
  // The names are read from the ticked boxes, not from the rows before ticking: the sorted page can replace the
  // unsorted one between reading a row and pressing Space (seen once in CI), and then other teams get approved.
  const ticked = table.getByRole('checkbox', { name: /^Select (?!all)/, checked: true });
  await expect(ticked).toHaveCount(2);
  const approvedNames = (
    await ticked.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Select /, ''));
  const approve = page.getByRole('button', { name: 'Approve selected' });
  await page.keyboard.press('Shift+Tab');
  await focusOn(approve, 60);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('admin-flash')).toContainText('2 teams approved');
  // The flash can come before the re-read list: wait until the approved teams have left the pending list, or the
  // first Delete button read below could be an approved team's, replaced before Enter.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  for (const selected of approvedNames) {
    await expect(page.getByRole('checkbox', { name: `Select ${selected}` })).toHaveCount(0);
  }
  // Open the delete modal of a remaining pending team and confirm it.
  const del = page.getByRole('button', { name: /^Delete / }).first();
  const name = ((await del.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
  await focusOn(del, 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Every pending team of the seed has members (2 or 3), so the modal always asks what happens to them.
  const keep = dialog.getByRole('radio', { name: /Keep them/ });
  await expect(keep).toBeVisible();
  await focusOn(keep, 20);
  await page.keyboard.press('Space');
  await expect(keep).toBeChecked();
  const phrase = dialog.getByRole('textbox', { name: `Type ${name} to confirm` });
  await focusOn(phrase, 20);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-flash')).toContainText(`Team “${name}” deleted`);
});

test('status filter, sort and page live in the hash and survive a reload', async ({ page }) => {
  // 36 of the seed's 40 teams are approved: four pages of them.
  const table = await openTeams(page);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await expect(page).toHaveURL(/#\/\?status=active$/);
  const goal = table.getByRole('button', { name: /^Goal/ });
  await goal.click();
  await expect(page).toHaveURL(/sort=goal&direction=desc/);
  await goal.click();
  await expect(page).toHaveURL(/sort=goal&direction=asc/);
  const names = () =>
    table
      .getByRole('button', { name: /^Delete / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const firstPage = await names();
  const pages = page.getByRole('navigation', { name: 'Team pages', exact: true });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/#\/\?status=active&sort=goal&direction=asc&page=2$/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(names).not.toEqual(firstPage);
  const secondPage = await names();
  expect(secondPage).toHaveLength(10);
  const address = page.url();

  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(page.url()).toBe(address);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  await expect(table.getByRole('columnheader', { name: /^Goal/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(names).toEqual(secondPage);
});

// Whole-page axe takes seconds per run on a loaded machine: list and selection in one test, the modal in another,
// so each stays well inside its own timeout.
test('axe finds nothing at any impact level on the whole page: list, then with every pending team selected', async ({
  page,
}) => {
  const table = await openTeams(page, '#/?status=pending');
  await expectNoAxeViolations(page);
  await table.getByRole('checkbox', { name: 'Select all pending teams' }).check();
  await expectNoAxeViolations(page);
});

test('axe finds nothing at any impact level on the whole page with the delete modal open', async ({ page }) => {
  await openTeams(page, '#/?status=pending');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
