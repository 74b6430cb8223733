import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { BASE_URL, CAMPAIGN_PATH, DEMO_USERS } from './env';
import {
  answerCall,
  expectFormError,
  expectKept,
  type Failure,
  type KeptFields,
  logIn,
  SERVER_ERROR,
  watchErrors,
} from './failureHelpers';

export const ADMIN_CAMPAIGNS = '/wp-admin/admin.php?page=p2p-campaigns';

/** Every admin REST call of the wire contract, with a harmless query or body (permission is checked first). */
export const ADMIN_CALLS: ReadonlyArray<{ name: string; method: 'GET' | 'POST'; params: Record<string, unknown> }> = [
  { name: 'get-campaigns', method: 'GET', params: {} },
  { name: 'get-teams', method: 'GET', params: { campaign_id: 1 } },
  { name: 'get-team-fundraisers', method: 'GET', params: { campaign_id: 1 } },
  { name: 'get-fundraiser', method: 'GET', params: { fundraiserId: 2 } },
  { name: 'get-delete-team-strategy', method: 'GET', params: { team_id: 1 } },
  { name: 'get-delete-fundraiser-strategy', method: 'GET', params: { fundraiser_id: 2 } },
  { name: 'clone-campaign', method: 'POST', params: { campaign_id: 1 } },
  { name: 'update-team-approval', method: 'POST', params: { team_id: '1', status: 'active' } },
  { name: 'update-fundraiser-approval', method: 'POST', params: { fundraiser_id: '2', status: 'active' } },
  { name: 'delete-team-strategy', method: 'POST', params: { team_id: 1, members: 'detachMembers' } },
  { name: 'delete-fundraiser-strategy', method: 'POST', params: { strategy: 'teamMember', fundraiser_id: 2 } },
  {
    name: 'admin-add-wp-user',
    method: 'POST',
    params: { campaignId: 1, firstName: 'A', lastName: 'B', email: 'x@example.org' },
  },
  { name: 'admin-create-fundraiser', method: 'POST', params: { campaignId: 1, userId: 1, story: 'x', goal: 1 } },
  { name: 'admin-update-fundraiser', method: 'POST', params: { fundraiserId: 2, story: 'x', goal: 1 } },
  {
    name: 'admin-create-team',
    method: 'POST',
    params: { campaignId: 1, name: 'X', story: 'x', goal: 1, access: 'public' },
  },
  {
    name: 'admin-update-team',
    method: 'POST',
    params: { teamId: 1, name: 'X', story: 'x', goal: 1, access: 'public' },
  },
  {
    name: 'admin-add-team-captain',
    method: 'POST',
    params: { campaignId: 1, teamId: 1, firstName: 'A', lastName: 'B', email: 'y@example.org' },
  },
  { name: 'admin-update-team-captain', method: 'POST', params: { campaignId: 1, teamId: 1, captain: 2 } },
  {
    name: 'admin-send-team-invitation-emails',
    method: 'POST',
    params: { campaignId: 1, teamId: 1, emails: ['z@example.org'] },
  },
];

/** The REST nonce printed for the page's current session (a log-in changes it, as in WordPress). */
export async function sessionNonce(page: Page): Promise<string> {
  const html = await (await page.request.get(`${CAMPAIGN_PATH}/`)).text();
  return /"apiNonce":"([^"]+)"/.exec(html)?.[1] ?? '';
}

/** Logs the administrator in (API, cookie shared with the page) and opens the campaign list. */
export async function openAdminCampaigns(page: Page, hash = ''): Promise<void> {
  await logIn(page, DEMO_USERS.admin);
  await page.goto(`${ADMIN_CAMPAIGNS}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'P2P Campaigns' })).toBeVisible({ timeout: 20_000 });
  await expect(campaignRows(page).first()).toBeVisible({ timeout: 20_000 });
}

/**
 * Waits until the campaign table shows the answer to its latest request: not dimmed for a new filter or page
 * (`aria-busy`) and no Sorting spinner. The hash, `aria-sort` and `aria-current` change at once; the rows follow
 * with the answer, so reading or focusing a row before this races the read.
 */
export async function campaignListSettled(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: 'Campaigns' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('status', { name: 'Sorting' })).toHaveCount(0);
}

/** The campaign list's data rows. */
export function campaignRows(page: Page) {
  return page.getByRole('table', { name: 'Campaigns' }).locator('tbody tr');
}

/**
 * One page for a whole serial describe: logged in as the administrator and on `path` once, then moved between
 * screens through the hash only (the admin app routes inside it), so a test costs no full page load.
 * `errors` collects uncaught errors; empty it per test.
 */
export async function openSharedAdmin(browser: Browser, path: string): Promise<{ page: Page; errors: string[] }> {
  // A context of its own (not browser.newPage): AxeBuilder needs one to run in the page's frames.
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await logIn(page, DEMO_USERS.admin);
  await page.goto(path);
  await expect(page.getByText(/Howdy, /)).toBeVisible({ timeout: 30_000 });
  return { page, errors };
}

/** Moves the admin app to another hash route, as a link would (same document, no reload). */
export async function goHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((next) => {
    window.location.hash = next;
  }, hash);
}

/** A read of the REST API (an admin call or a public one) from the page, with the nonce it was given (window.GiveP2P). */
export async function readAdmin<T>(page: Page, name: string, query: Record<string, string | number>): Promise<T> {
  return page.evaluate(
    async ([call, params]) => {
      const config = (window as unknown as { GiveP2P: { apiRoot: string; apiNonce: string } }).GiveP2P;
      const url = new URL(`${config.apiRoot.replace(/\/$/, '')}/${call}`);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
      const response = await fetch(url, { headers: { 'X-WP-Nonce': config.apiNonce } });
      if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    [name, query] as const,
  ) as Promise<T>;
}

/** The error a failed call leaves in `scope` (a dialog, the flash): the server's message when it sent one. */
export async function expectErrorIn(scope: Locator, failure: Failure): Promise<void> {
  const alert = scope.getByRole('alert').filter({ hasText: /\S/ }).first();
  await expect(alert).toBeVisible();
  if (failure.serverMessage) await expect(alert).toContainText(failure.serverMessage);
}

/** The flash Notice after a failed list action: an error (role alert) with the server's message when it sent one. */
export async function expectFlashError(page: Page, failure: Failure): Promise<void> {
  const flash = page.getByTestId('admin-flash');
  await expect(flash).toBeVisible();
  await expect(flash).toHaveAttribute('role', 'alert');
  if (failure.serverMessage) await expect(flash).toContainText(failure.serverMessage);
  else await expect(flash).toContainText(/\S/);
}

/** One admin page shared by a serial describe, with what every test of such a file reaches for. */
export interface SharedAdminPage {
  /** The page (set once beforeAll has run). */
  readonly page: Page;
  /** Uncaught errors of the current test (emptied before each test, checked after each). */
  readonly errors: string[];
  /** The list's table, named as its tab's heading. */
  table(): Locator;
  /** Through the list, so the next route mounts afresh (a form starts from the server's values again). */
  openRoute(hash: string, heading: string | RegExp): Promise<void>;
}

/**
 * The shared-page setup of the admin failure files, in one place: makes the file's tests one serial describe on
 * one page, logged in as the administrator and opened once at `url` (moved through the hash afterwards, so a test
 * costs a route change, not a page load), waits for the `table` list's first row, empties the uncaught errors
 * before each test and checks them after it, and drops the test's routes (a failing call is answered per test).
 */
export function sharedAdminPage(url: string, table: string): SharedAdminPage {
  let page: Page | undefined;
  let errors: string[] = [];
  const current = (): Page => {
    if (!page) throw new Error('sharedAdminPage: the page opens in beforeAll');
    return page;
  };
  const shared: SharedAdminPage = {
    get page() {
      return current();
    },
    get errors() {
      return errors;
    },
    table: () => current().getByRole('table', { name: table }),
    openRoute: async (hash, heading) => {
      await goHash(current(), '#/');
      await expect(current().getByRole('heading', { level: 2, name: table })).toBeVisible();
      await goHash(current(), hash);
      await expect(current().getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
    },
  };

  test.describe.configure({ mode: 'serial', timeout: 45_000 });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    ({ page, errors } = await openSharedAdmin(browser, url));
    await expect(shared.table().getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test.beforeEach(() => {
    errors.length = 0;
  });

  test.afterEach(async () => {
    await current().unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors, 'nothing uncaught').toEqual([]);
  });

  return shared;
}

/** The name in a row button's label ("Approve Sunny River Pacers" → "Sunny River Pacers"). */
export async function nameIn(button: Locator, verb: string): Promise<string> {
  return ((await button.getAttribute('aria-label')) ?? '').replace(`${verb} `, '');
}

/**
 * Moves focus with the keyboard only (Tab, or Shift+Tab going back) until `target` has it; fails, naming where focus
 * is, when it never gets there. Never locator.focus(): a control Tab cannot reach fails here.
 */
export async function tabTo(target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  const page = target.page();
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'none');
  throw new Error(`never reached by ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${active}`);
}

/** Everything an injection could leave behind, in the admin mount and any dialog (portalled out of it). */
export async function injectionTraces(
  page: Page,
): Promise<{ pwned: unknown; marked: number; injected: number; handlers: string[] }> {
  return page.evaluate(() => {
    const mount = document.getElementById('give-p2p-campaigns-app');
    const elements = [...(mount?.querySelectorAll('*') ?? []), ...document.querySelectorAll('[role="dialog"] *')];
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      marked: document.querySelectorAll('[data-pwned]').length,
      injected: elements.filter((element) => /^(SCRIPT|IFRAME|OBJECT|EMBED|MATH)$/.test(element.tagName)).length,
      handlers: elements.flatMap((element) =>
        [...element.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
      ),
    };
  });
}

/** Fills each field with its value; the list is returned for the check that they were kept. */
export async function fillFields(fields: KeptFields): Promise<KeptFields> {
  for (const [field, value] of fields) await field.fill(value);
  return fields;
}

/**
 * A form submit answered with SERVER_ERROR (the call never reaches the server): fills `fields`, presses `submit`,
 * then the form's message, axe clean, and every typed value kept. The caller checks the rest (route, server).
 */
async function submitRefused(
  admin: SharedAdminPage,
  call: string,
  submit: string,
  fields: KeptFields = [],
): Promise<void> {
  await answerCall(admin.page, call, SERVER_ERROR.answer);
  await fillFields(fields);
  await admin.page.getByRole('button', { name: submit }).click();
  await expectFormError(admin.page, SERVER_ERROR);
  await expectNoAxeViolations(admin.page);
  await expectKept(fields);
}

/**
 * A read of one row answered with SERVER_ERROR at `hash` (a row this page has not loaded yet, so no cached copy
 * shows): the screen's heading, the message, axe clean; then the read is let through and Try again loads it.
 */
async function readRefusedThenRetried(
  admin: SharedAdminPage,
  { call, hash, heading, loaded }: { call: string; hash: string; heading: string; loaded: () => Promise<void> },
): Promise<void> {
  const restore = await answerCall(admin.page, call, SERVER_ERROR.answer);
  await goHash(admin.page, hash);
  await expect(admin.page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
  await expectFormError(admin.page, SERVER_ERROR);
  await expectNoAxeViolations(admin.page);
  await restore();
  await admin.page.getByRole('button', { name: 'Try again' }).click();
  await loaded();
}

/** What an approval test needs of its list. */
export interface ApprovalList {
  /** The approval call (update-team-approval…). */
  call: string;
  /** The select-all box's label. */
  selectAll: string;
  /** How many rows are pending on the server. */
  pendingTotal: () => Promise<number>;
  /** Every pending row is on the list's first page, so select-all picks exactly `pendingTotal`. */
  allOnOnePage: boolean;
}

/**
 * Approvals refused by the server on the list filtered to pending rows: the first row's Approve, then select-all
 * and Approve selected. Each time the flash shows the message; the row stays pending, the selection stays for
 * another try, and the server's pending count is unchanged.
 */
async function approvalsRefused(admin: SharedAdminPage, list: ApprovalList): Promise<void> {
  const flash = admin.page.getByTestId('admin-flash');
  const before = await list.pendingTotal();
  await goHash(admin.page, '#/?status=pending');
  const approve = admin
    .table()
    .getByRole('button', { name: /^Approve / })
    .first();
  await expect(approve).toBeVisible();
  const name = await nameIn(approve, 'Approve');
  await answerCall(admin.page, list.call, SERVER_ERROR.answer);

  await approve.click();
  await expectFlashError(admin.page, SERVER_ERROR);
  await expectNoAxeViolations(admin.page);
  await expect(admin.table().getByRole('row').filter({ hasText: name })).toContainText('Pending Approval');
  await flash.getByRole('button', { name: 'Dismiss' }).click();

  const all = admin.table().getByRole('checkbox', { name: list.selectAll });
  await all.check();
  const checkedRows = admin
    .table()
    .getByRole('row')
    .filter({ has: admin.page.getByRole('checkbox', { checked: true }) });
  // The header row holds the checked select-all box too.
  const selected = (await checkedRows.count()) - 1;
  if (list.allOnOnePage) expect(selected).toBe(before);
  await expect(admin.page.getByText(`${selected} selected`)).toBeVisible();
  await admin.page.getByRole('button', { name: 'Approve selected' }).click();
  await expectFlashError(admin.page, SERVER_ERROR);
  // The selection stays for another try.
  await expect(admin.page.getByText(`${selected} selected`)).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
  expect(await list.pendingTotal()).toBe(before);
  await all.uncheck();
  await flash.getByRole('button', { name: 'Dismiss' }).click();
}

/** A delete dialog of the list: its title for a row's name, and its confirm button. */
export interface DeleteDialog {
  /** The strategy read (get-delete-team-strategy…). */
  read: string;
  title: (name: string) => string;
  confirm: string;
}

/** The delete dialog of the row named `name`, and the field that asks for the name to be typed. */
export function deleteDialog(admin: SharedAdminPage, kind: DeleteDialog, name: string) {
  const dialog = admin.page.getByRole('dialog', { name: kind.title(name) });
  return { dialog, phrase: dialog.getByRole('textbox', { name: `Type ${name} to confirm` }) };
}

/** Cancel closes the dialog. */
export async function cancelDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The delete strategy read answered with SERVER_ERROR, for a row whose strategy this page has not read yet (SWR
 * would show a cached one): the message in the dialog, axe clean, the name can still be typed; Cancel closes it.
 */
async function strategyReadRefused(admin: SharedAdminPage, kind: DeleteDialog): Promise<void> {
  await goHash(admin.page, '#/');
  const remove = admin
    .table()
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Delete / });
  const name = await nameIn(remove, 'Delete');
  await answerCall(admin.page, kind.read, SERVER_ERROR.answer);
  await remove.click();
  const { dialog, phrase } = deleteDialog(admin, kind, name);
  await expectErrorIn(dialog, SERVER_ERROR);
  await expectNoAxeViolations(admin.page);
  await phrase.fill(name);
  await expect(phrase).toHaveValue(name);
  await cancelDialog(dialog);
}

/**
 * The delete of the row named `name` refused with SERVER_ERROR: its dialog opened from the list searched for it,
 * `choose` picks what happens to the rest (a new captain, the members) in it, the name typed, then the message in
 * the dialog, axe clean, the name and the button back, and no flash. The caller checks its choice and the server,
 * then cancels.
 */
async function deleteRefused(
  admin: SharedAdminPage,
  kind: DeleteDialog & { call: string },
  name: string,
  choose: () => Promise<unknown>,
): Promise<void> {
  await goHash(admin.page, `#/?search=${encodeURIComponent(name)}`);
  await admin
    .table()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const { dialog, phrase } = deleteDialog(admin, kind, name);
  await choose();
  await phrase.fill(name);
  await answerCall(admin.page, kind.call, SERVER_ERROR.answer);
  await dialog.getByRole('button', { name: kind.confirm }).click();

  await expectErrorIn(dialog, SERVER_ERROR);
  await expectNoAxeViolations(admin.page);
  await expect(phrase).toHaveValue(name);
  await expect(dialog.getByRole('button', { name: kind.confirm })).toBeEnabled();
  await expect(admin.page.getByTestId('admin-flash')).toHaveCount(0);
}

/** An admin list whose read fails on the first load. */
export interface RefusedList {
  /** The list read (get-teams…). */
  call: string;
  /** The admin page and hash, with a status filter in the hash. */
  url: string;
  /** The screen's heading, there before the list. */
  heading: { level: number; name: string };
  /** The status filter the hash gives, kept through the failure and the retry. */
  status: string;
  /** The list shows its rows again. */
  recovered: (page: Page) => Promise<void>;
}

/**
 * A list read answered with SERVER_ERROR on a fresh page: the heading, a message, axe clean, the hash's filter
 * kept; then the read is let through and Try again shows the rows, the filter still set, nothing uncaught.
 */
export async function listReadRefused(page: Page, list: RefusedList): Promise<void> {
  const errors = watchErrors(page);
  await logIn(page, DEMO_USERS.admin);
  const restore = await answerCall(page, list.call, SERVER_ERROR.answer);
  await page.goto(list.url);
  await expect(page.getByRole('heading', list.heading)).toBeVisible({ timeout: 20_000 });
  await expectFormError(page, SERVER_ERROR);
  await expectNoAxeViolations(page);
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue(list.status);
  await restore();
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await list.recovered(page);
  await expect(status).toHaveValue(list.status);
  expect(errors).toEqual([]);
}

/**
 * The failure steps the teams and fundraisers tabs share (failures-admin-teams and -fundraisers), each with a call
 * answered by SERVER_ERROR on the shared page: `refused.approvals(admin, list)`, `refused.delete(…)`…
 */
export const refused = {
  approvals: approvalsRefused,
  strategyRead: strategyReadRefused,
  delete: deleteRefused,
  read: readRefusedThenRetried,
  submit: submitRefused,
};
