import { expect, type Locator, type Page, test } from './test';
import { HOSTILE_CAMPAIGN_ID, HOSTILE_FUNDRAISER_NAME, HOSTILE_TEAM_NAME } from '../../host/db/seed-campaigns-data.ts';
import { goHash, injectionTraces, openSharedAdmin, readAdmin } from './adminHelpers';
import { HOSTILE_TEXT } from './fixtures/hostileCorpus';

// Hostile names in every admin table and control of the teams and fundraisers tabs: the hostile campaign's seeded
// names (a team called `<img … onerror>`, whose captain is not hostile, and a captain called `<script>…</script>
// Mallory` in another team), plus the whole hostile corpus patched onto a third team and onto a member of the
// hostile team (so the move-members and new-captain <select>s hold it). Each surface checks the names arrive as
// literal text (textContent, option text and input values equal to the string, tags and all), then scans the
// document as the campaign list's hostile test does: no injected element, no on* attribute, no data-pwned
// marker, window.__pwned unset, and no alert/confirm/prompt opened.

const ADMIN = `/wp-admin/admin.php?page=p2p-edit-campaign&id=${HOSTILE_CAMPAIGN_ID}`;
const TEAMS_TAB = `${ADMIN}&tab=teams`;
const FUNDRAISERS_TAB = `${ADMIN}&tab=fundraisers`;

/** The seeded names. */
const H_TEAM = HOSTILE_TEAM_NAME;
const H_CAPTAIN = HOSTILE_FUNDRAISER_NAME;
/** The corpus, patched on in beforeAll. */
const H_TEAM2 = `Team ${HOSTILE_TEXT}`;
const H_MEMBER = `Member ${HOSTILE_TEXT}`;

interface Ids {
  /** The seeded hostile team, its (harmless) captain and the member renamed H_MEMBER. */
  hostileTeam: number;
  hostileTeamCaptain: string;
  member: number;
  /** The team whose captain is H_CAPTAIN, and its (harmless) name. */
  captainsTeam: number;
  captainsTeamName: string;
  /** The team renamed H_TEAM2 (one with members). */
  team2: number;
}

/** get-teams and get-team-fundraisers rows as the plugin's contract shapes them (ids as strings). */
interface TeamRow {
  team_id: string;
  team_name: string;
  team_captains: Array<{ name: string }>;
  fundraisers_total: number;
}
interface FundraiserRow {
  id: string;
  fundraiser_name: string;
  is_captain: boolean;
}

// One page for the file (logged in once, moved through the hash), the data patched once. Not serial: after a
// failure the next worker sets the same state up again (reset, patch), so the later tests still run and report.

let page: Page;
let errors: string[] = [];
const dialogs: string[] = [];
let ids: Ids;

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(90_000);
  // Before the log-in: a reset re-seeds the sessions too.
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
  ({ page, errors } = await openSharedAdmin(browser, TEAMS_TAB));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const teams = (await readAdmin<{ data: TeamRow[] }>(page, 'get-teams', { campaign_id: HOSTILE_CAMPAIGN_ID })).data;
  const hostileTeam = teams.find((team) => team.team_name === H_TEAM);
  const captainsTeam = teams.find((team) => team.team_captains[0]?.name === H_CAPTAIN);
  // With members, so the fundraisers list's Team column shows its new name.
  const team2 = teams.find((team) => team !== hostileTeam && team !== captainsTeam && team.fundraisers_total > 0);
  const hostileCaptain = hostileTeam?.team_captains[0];
  if (!hostileTeam || !hostileCaptain || !captainsTeam || !team2)
    throw new Error('the seed’s hostile campaign changed');
  const members = (
    await readAdmin<{ data: FundraiserRow[] }>(page, 'get-team-fundraisers', {
      campaign_id: HOSTILE_CAMPAIGN_ID,
      team_id: hostileTeam.team_id,
    })
  ).data;
  const member = members.find((fundraiser) => !fundraiser.is_captain);
  if (!member) throw new Error('the hostile team has no member besides its captain');
  ids = {
    hostileTeam: Number(hostileTeam.team_id),
    hostileTeamCaptain: hostileCaptain.name,
    member: Number(member.id),
    captainsTeam: Number(captainsTeam.team_id),
    captainsTeamName: captainsTeam.team_name,
    team2: Number(team2.team_id),
  };
  const patch = async (table: string, id: number, name: string) =>
    expect((await page.request.post('/__test__/patch', { data: { table, id, fields: { name } } })).ok()).toBe(true);
  await patch('team', ids.team2, H_TEAM2);
  await patch('fundraiser', ids.member, H_MEMBER);
  // The lists read before the patch are cached: start the app again on the patched data.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Teams' }).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  await page?.request.post('/__test__/reset');
  await page?.context().close();
});

test.beforeEach(() => {
  errors.length = 0;
});

test.afterEach(() => {
  expect(errors, 'nothing uncaught').toEqual([]);
});

/** Everything an injection could leave behind, in the admin mount and any dialog (portalled out of it). */
async function expectNoInjection(): Promise<void> {
  const traces = await injectionTraces(page);
  expect({ ...traces, dialogs }).toEqual({ pwned: null, marked: 0, injected: 0, handlers: [], dialogs: [] });
}

/**
 * Moves to a hash route and waits for its level-2 title (the teams and fundraisers tabs title at level 2), which
 * must read exactly `title`, tags and all.
 */
async function openRoute(hash: string, title: string): Promise<void> {
  await goHash(page, hash);
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText(title);
  expect(await heading.textContent()).toBe(title);
}

/** The textContent of each cell of a table's column, by its header's label (a sort button's icon left out). */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.evaluate((element, label) => {
    const headers = [...(element.querySelector('thead tr')?.children ?? [])];
    const index = headers.findIndex((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim() === label);
    if (index < 0) throw new Error(`no column ${label}`);
    return [...element.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent ?? '');
  }, header);
}

/** Expects some cell of the column to hold the text exactly as written (markup would have lost its tags). */
async function expectInColumn(table: Locator, header: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await columnTexts(table, header)).some((cell) => cell.includes(text)), {
      message: `${header} holds the literal text`,
    })
    .toBe(true);
}

/** The text of a <select>'s options, as written. */
async function optionTexts(select: Locator): Promise<string[]> {
  return select.locator('option').evaluateAll((options) => options.map((option) => option.textContent ?? ''));
}

test.describe('teams tab', () => {
  test('teams list: Team Name and Captain columns hold the names as text', async () => {
    await openRoute('#/', 'Teams');
    const table = page.getByRole('table', { name: 'Teams' });
    await expectInColumn(table, 'Team Name', H_TEAM);
    await expectInColumn(table, 'Team Name', H_TEAM2);
    await expectInColumn(table, 'Captain', H_CAPTAIN);
    await expect(table.getByRole('button', { name: `Delete ${H_TEAM}`, exact: true })).toBeVisible();
    await expectNoInjection();
  });

  test('delete-team dialog: the team name in its text and the other teams in the move-to <select>', async () => {
    await openRoute('#/', 'Teams');
    const row = page
      .getByRole('table', { name: 'Teams' })
      .getByRole('button', { name: `Delete ${H_TEAM}`, exact: true });
    await row.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.textContent()).toContain(`Delete team “${H_TEAM}”?`);
    await expect(dialog.getByRole('textbox', { name: `Type ${H_TEAM} to confirm` })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Move them to another team' }).check();
    const target = dialog.getByRole('combobox', { name: /Move them to/ });
    await expect(target).toBeVisible();
    const options = await optionTexts(target);
    expect(options).toContain(H_TEAM2);
    expect(options).not.toContain(H_TEAM);
    await target.selectOption({ label: H_TEAM2 });
    expect(await target.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(H_TEAM2);
    await expectNoInjection();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('edit team form: the title and the prefilled name', async () => {
    for (const [id, name] of [
      [ids.hostileTeam, H_TEAM],
      [ids.team2, H_TEAM2],
    ] as const) {
      await openRoute(`#/edit-team-${id}`, `Edit team: ${name}`);
      const field = page.getByRole('textbox', { name: /Team name/ });
      await expect(field).toBeVisible();
      expect(await field.inputValue()).toBe(name);
      await expectNoInjection();
    }
  });

  test('edit captain: the team in the title, the captain in the text, the members in the <select>', async () => {
    await openRoute(`#/add-team-captain-${ids.captainsTeam}`, `Add a captain to ${ids.captainsTeamName}`);
    expect(await page.locator('#give-p2p-campaigns-app').textContent()).toContain(`The captain now is ${H_CAPTAIN} (`);
    await expectNoInjection();
    await openRoute(`#/add-team-captain-${ids.hostileTeam}`, `Add a captain to ${H_TEAM}`);
    await page.getByRole('radio', { name: /An existing member/ }).check();
    const member = page.getByRole('combobox', { name: /Member/ });
    expect(await optionTexts(member)).toContain(H_MEMBER);
    await expectNoInjection();
  });
});

test.describe('fundraisers tab', () => {
  test.beforeAll(async () => {
    await page.goto(FUNDRAISERS_TAB);
    await expect(page.getByRole('table', { name: 'Fundraisers' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 30_000,
    });
  });

  test('fundraisers list: Team filter options, Name and Team columns hold the names as text', async () => {
    await openRoute('#/', 'Fundraisers');
    const filter = page.getByRole('combobox', { name: 'Team', exact: true });
    const options = await optionTexts(filter);
    expect(options).toContain(H_TEAM);
    expect(options).toContain(H_TEAM2);
    const table = page.getByRole('table', { name: 'Fundraisers' });

    await filter.selectOption({ label: H_TEAM });
    await expect(page).toHaveURL(new RegExp(`team=${ids.hostileTeam}`));
    await expectInColumn(table, 'Name', H_MEMBER);
    await expectInColumn(table, 'Team', H_TEAM);
    await expectNoInjection();

    await goHash(page, `#/?team=${ids.captainsTeam}`);
    await expectInColumn(table, 'Name', H_CAPTAIN);
    await goHash(page, `#/?team=${ids.team2}`);
    await expectInColumn(table, 'Team', H_TEAM2);
    await expectNoInjection();
  });

  test('delete-fundraiser dialog: the names in its text and the members in the new-captain <select>', async () => {
    await openRoute(`#/?team=${ids.hostileTeam}`, 'Fundraisers');
    await page.getByRole('button', { name: `Delete ${ids.hostileTeamCaptain}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: /New team captain/ })).toBeVisible();
    expect(await dialog.textContent()).toContain(`${ids.hostileTeamCaptain} is the captain of the team ${H_TEAM}, `);
    const owner = dialog.getByRole('combobox', { name: /New team captain/ });
    expect(await optionTexts(owner)).toContain(H_MEMBER);
    await owner.selectOption({ label: H_MEMBER });
    await expectNoInjection();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await goHash(page, `#/?team=${ids.captainsTeam}`);
    await page.getByRole('button', { name: `Delete ${H_CAPTAIN}`, exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: /New team captain/ })).toBeVisible();
    expect(await dialog.textContent()).toContain(`Delete fundraiser “${H_CAPTAIN}”?`);
    await expectNoInjection();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('edit fundraiser form: the title and the prefilled Team <select>', async () => {
    await openRoute(`#/edit-fundraiser-${ids.member}`, `Edit fundraiser: ${H_MEMBER}`);
    const team = page.getByRole('combobox', { name: 'Team', exact: true });
    await expect(team).toBeVisible();
    expect(await team.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(H_TEAM);
    expect(await optionTexts(team)).toContain(H_TEAM2);
    await expectNoInjection();
  });
});
