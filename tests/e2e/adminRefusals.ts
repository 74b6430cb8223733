import { expect, type Locator, type Page } from '@playwright/test';
import { type DeleteDialog, deleteDialog, cancelDialog, goHash, nameIn, type SharedAdminPage } from './adminHelpers';
import { expectNoAxeViolations } from './axe';
import { DEMO_USERS } from './env';
import { answerCall } from './apiRoutes';
import {
  expectFormError,
  expectKept,
  type Failure,
  type KeptFields,
  logIn,
  SERVER_ERROR,
  watchErrors,
} from './failureHelpers';

// What the admin screens show when a call fails: the message where the action was taken, every typed value kept,
// and the retry that recovers. Shared by failures-admin*.spec.ts; the admin pages themselves: adminHelpers.ts.

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
  await expect(admin.page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
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
