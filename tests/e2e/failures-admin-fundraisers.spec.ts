import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectErrorIn, expectFlashError, goHash, openSharedAdmin, readAdmin } from './adminHelpers';
import { answerCall, expectFormError, FAILURES, uniqueEmail } from './failureHelpers';

// The fundraisers tab's admin calls (besides get-team-fundraisers, in failures-admin.spec.ts) under the visitor
// suite's failure modes: a message (the server's when it sent one), everything typed or chosen kept, nothing
// changed on the server. One page for the file, moved through the hash (no page load per test); the failing
// call is answered here and never reaches the server.

const FUNDRAISERS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';
/** Seed fundraisers of campaign 1: Carla captains team 1 (with other members), Frank is a member of it. */
const CAPTAIN = 1;
const MEMBER = 2;

interface FundraiserBody {
  data: { name: string; story: string; goal: number; team_id: number | null; status: string };
}

test.describe.configure({ mode: 'serial', timeout: 45_000 });

let page: Page;
let errors: string[];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  ({ page, errors } = await openSharedAdmin(browser, `${FUNDRAISERS_TAB}#/`));
  await expect(fundraisersTable().getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  await page.context().close();
});

test.beforeEach(() => {
  errors.length = 0;
});

test.afterEach(async () => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(errors, 'nothing uncaught').toEqual([]);
});

function fundraisersTable(): Locator {
  return page.getByRole('table', { name: 'Fundraisers' });
}

function fundraiser(id: number): Promise<FundraiserBody['data']> {
  return readAdmin<FundraiserBody>(page, 'get-fundraiser', { fundraiser_id: id }).then((body) => body.data);
}

/** How many fundraisers campaign 1 has, pending ones or all. */
function total(status: 'pending' | 'all'): Promise<number> {
  return readAdmin<{ total: number }>(page, 'get-team-fundraisers', { campaign_id: 1, status }).then(
    (body) => body.total,
  );
}

/** Through the list, so the next route mounts afresh (a form starts from the server's values again). */
async function openRoute(hash: string, heading: string | RegExp): Promise<void> {
  await goHash(page, '#/');
  await expect(page.getByRole('heading', { level: 2, name: 'Fundraisers' })).toBeVisible();
  await goHash(page, hash);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
}

async function nameIn(button: Locator, verb: string): Promise<string> {
  return ((await button.getAttribute('aria-label')) ?? '').replace(`${verb} `, '');
}

FAILURES.forEach((failure, index) => {
  test(`update-fundraiser-approval: ${failure.name} flashes the message; row, selection and server unchanged`, async () => {
    const before = await total('pending');
    await goHash(page, '#/?status=pending');
    const approve = fundraisersTable()
      .getByRole('button', { name: /^Approve / })
      .first();
    await expect(approve).toBeVisible();
    const name = await nameIn(approve, 'Approve');
    await answerCall(page, 'update-fundraiser-approval', failure.answer);

    await approve.click();
    await expectFlashError(page, failure);
    await expect(fundraisersTable().getByRole('row').filter({ hasText: name })).toContainText('Pending Approval');
    await page.getByTestId('admin-flash').getByRole('button', { name: 'Dismiss' }).click();

    const all = fundraisersTable().getByRole('checkbox', { name: 'Select all' });
    await all.check();
    const count = fundraisersTable()
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { checked: true }) });
    const selected = (await count.count()) - 1;
    await expect(page.getByText(`${selected} selected`)).toBeVisible();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expectFlashError(page, failure);
    // The selection stays for another try.
    await expect(page.getByText(`${selected} selected`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
    expect(await total('pending')).toBe(before);
    await all.uncheck();
    await page.getByTestId('admin-flash').getByRole('button', { name: 'Dismiss' }).click();
  });

  test(`get-delete-fundraiser-strategy: ${failure.name} shows the message in the dialog, which keeps the typed name`, async () => {
    await goHash(page, '#/');
    // A fundraiser whose strategy this page has not read yet (SWR would show a cached one): one row per mode.
    const remove = fundraisersTable()
      .getByRole('row')
      .nth(index + 1)
      .getByRole('button', { name: /^Delete / });
    const name = await nameIn(remove, 'Delete');
    await answerCall(page, 'get-delete-fundraiser-strategy', failure.answer);
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Delete fundraiser “${name}”?` });
    await expectErrorIn(dialog, failure);
    const phrase = dialog.getByRole('textbox', { name: `Type ${name} to confirm` });
    await phrase.fill(name);
    await expect(phrase).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test(`delete-fundraiser: ${failure.name} shows the message in the dialog; new captain, name and fundraiser kept`, async () => {
    const before = await fundraiser(CAPTAIN);
    const heir = await fundraiser(MEMBER);
    await goHash(page, `#/?search=${encodeURIComponent(before.name)}`);
    await fundraisersTable()
      .getByRole('button', { name: `Delete ${before.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete fundraiser “${before.name}”?` });
    const owner = dialog.getByRole('combobox', { name: /New team captain/ });
    await owner.selectOption({ label: heir.name });
    const phrase = dialog.getByRole('textbox', { name: `Type ${before.name} to confirm` });
    await phrase.fill(before.name);
    await answerCall(page, 'delete-fundraiser', failure.answer);
    await dialog.getByRole('button', { name: 'Delete fundraiser' }).click();

    await expectErrorIn(dialog, failure);
    await expect(owner).toHaveValue(String(MEMBER));
    await expect(phrase).toHaveValue(before.name);
    await expect(dialog.getByRole('button', { name: 'Delete fundraiser' })).toBeEnabled();
    await expect(page.getByTestId('admin-flash')).toHaveCount(0);
    expect(await fundraiser(CAPTAIN)).toEqual(before);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test(`get-fundraiser: ${failure.name} shows the message and loads on Try again`, async () => {
    // A fundraiser this page has not loaded yet, one per mode (4-8 are seed fundraisers of campaign 1).
    const id = 4 + index;
    const restore = await answerCall(page, 'get-fundraiser', failure.answer);
    await goHash(page, `#/edit-fundraiser-${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Edit fundraiser' })).toBeVisible({ timeout: 15_000 });
    await expectFormError(page, failure);
    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Save fundraiser' })).toBeVisible({ timeout: 15_000 });
  });

  test(`admin-update-fundraiser: ${failure.name} shows the message and keeps every typed value`, async () => {
    const before = await fundraiser(MEMBER);
    await openRoute(`#/edit-fundraiser-${MEMBER}`, `Edit fundraiser: ${before.name}`);
    await answerCall(page, 'admin-update-fundraiser', failure.answer);
    const story = page.getByLabel(/^Story/);
    const goal = page.getByLabel(/^Fundraising goal/);
    const team = page.getByRole('combobox', { name: 'Team' });
    await story.fill('Frank swims the harbour for clean water.');
    await goal.fill('1,250,000');
    await team.selectOption('');
    await page.getByRole('button', { name: 'Save fundraiser' }).click();

    await expectFormError(page, failure);
    await expect(story).toHaveValue('Frank swims the harbour for clean water.');
    await expect(goal).toHaveValue('1,250,000');
    await expect(team).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save fundraiser' })).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`#/edit-fundraiser-${MEMBER}$`));
    expect(await fundraiser(MEMBER)).toEqual(before);
  });

  test(`admin-add-wp-user: ${failure.name} shows the message and keeps every typed value`, async () => {
    await openRoute('#/create-wp-user', 'Create a fundraiser');
    await answerCall(page, 'admin-add-wp-user', failure.answer);
    const typed = [
      [page.getByLabel(/^First name/), 'Wanda'],
      [page.getByLabel(/^Last name/), 'Failsafe'],
      [page.getByLabel(/^Email/), uniqueEmail('wp-user')],
    ] as const;
    for (const [field, value] of typed) await field.fill(value);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectFormError(page, failure);
    for (const [field, value] of typed) await expect(field).toHaveValue(value);
    await expect(page).toHaveURL(/#\/create-wp-user$/);
  });

  test(`admin-create-fundraiser: ${failure.name} shows the message and keeps every typed value`, async () => {
    const before = await total('all');
    // The admin's own user (id 1): the call is answered here, so who it is does not matter.
    await openRoute('#/create-fundraiser-1', 'Create a fundraiser');
    await answerCall(page, 'admin-create-fundraiser', failure.answer);
    const story = page.getByLabel(/^Story/);
    const goal = page.getByLabel(/^Fundraising goal/);
    const team = page.getByRole('combobox', { name: 'Team' });
    await story.fill('Wanda runs for water.');
    await goal.fill('1,250,000');
    await team.selectOption({ index: 1 });
    const teamId = await team.inputValue();
    await page.getByRole('button', { name: 'Create fundraiser' }).click();

    await expectFormError(page, failure);
    await expect(story).toHaveValue('Wanda runs for water.');
    await expect(goal).toHaveValue('1,250,000');
    await expect(team).toHaveValue(teamId);
    await expect(page.getByRole('button', { name: 'Create fundraiser' })).toBeEnabled();
    await expect(page).toHaveURL(/#\/create-fundraiser-1$/);
    expect(await total('all')).toBe(before);
  });
});
