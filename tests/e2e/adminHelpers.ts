import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { BASE_URL, CAMPAIGN_PATH, DEMO_USERS } from './env';
import { logIn, watchErrors } from './failureHelpers';

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
      await expect(current().getByRole('heading', { level: 2, name: heading })).toBeVisible();
    },
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
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
