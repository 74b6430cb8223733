import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { API_ROOT, CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_PASSWORD } from './env';
import { apiCall, holdCall } from './apiRoutes';

// Shared by the failures*.spec.ts files (issue 6, section 3): the ways a call can fail, and the checks every
// failure test makes (nothing uncaught, never a blank page, a form keeps what was typed).

export interface Failure {
  name: string;
  answer: (route: Route) => Promise<void>;
  /** The message the server's error body carries: a form must show it (SPEC 8); other modes get a generic one. */
  serverMessage?: string;
}

export const FAILURES: readonly Failure[] = [
  {
    name: '500 with a WordPress error',
    serverMessage: 'The database is taking a nap.',
    answer: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'db_down', message: 'The database is taking a nap.', data: { status: 500 } }),
      }),
  },
  {
    name: '403 invalid nonce',
    serverMessage: 'Cookie check failed',
    answer: (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'rest_cookie_invalid_nonce',
          message: 'Cookie check failed',
          data: { status: 403 },
        }),
      }),
  },
  {
    name: '200 with malformed JSON',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [{"id": 1,' }),
  },
  {
    name: 'an HTML error page',
    answer: (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
  },
  { name: 'a dropped connection', answer: (route) => route.abort('connectionreset') },
];

/**
 * What a call's browser tests answer with: the plugin's error body with its message, which a form must show. The
 * other modes (a 403 with the nonce message, malformed JSON, an HTML error page, a dropped connection) become the
 * same typed ApiError in the one client (screens/api/client.ts; every mode is unit-tested in client.test.ts), so
 * they run in a real browser once per kind of call: a read (the team leaderboard) and a submit (the login form),
 * in failures.spec.ts.
 */
export const SERVER_ERROR: Failure = FAILURES[0] as Failure;

/** A submit held until the test has seen the busy form, then answered by the real server. */
export const HELD_NAME = 'a response held while the form is busy';

/** Uncaught errors and unhandled rejections, as the page reports them. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Unhandled|Uncaught/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Never a blank screen: a page heading or an alert is on show. */
export async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first()).toBeVisible();
}

/** The alert after a failed call (a form's error, a failed load): the server's message when the failure carries one, else any text. */
export async function expectFormError(page: Page, failure: Failure): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  await expect(alert).toBeVisible();
  if (failure.serverMessage) await expect(alert).toContainText(failure.serverMessage);
}

/** Every field still holds what was typed. */
export async function expectKept(fields: KeptFields): Promise<void> {
  for (const [field, value] of fields) await expect(field).toHaveValue(value);
}

/**
 * Logs the page's browser context in through the API (cookie shared with the page), without loading the app:
 * the anonymous session's nonce comes from the printed config.
 */
export async function logIn(page: Page, email: string): Promise<void> {
  const html = await (await page.request.get(`${CAMPAIGN_PATH}/login/`)).text();
  const nonce = /"apiNonce":"([^"]+)"/.exec(html)?.[1] ?? '';
  const response = await page.request.post(`${API_ROOT}/fundraiser-login`, {
    headers: { 'X-WP-Nonce': nonce },
    data: { user_handle: email, password: DEMO_PASSWORD, campaign_id: 1 },
  });
  expect(response.status()).toBe(200);
}

/**
 * Serves the campaign page at `path` without one of its data-* attributes (data-user, data-team): a host that
 * does not print it, so the app has to load it through the API (get-user-info, get-team).
 */
export async function withoutHostData(page: Page, path: string, attribute: 'user' | 'team'): Promise<void> {
  await page.route(
    (url) => url.pathname === `${CAMPAIGN_PATH}${path}`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(new RegExp(` data-${attribute}='[^']*'`), '');
      await route.fulfill({ response, body });
    },
  );
}

let emailCounter = 0;
/** A fresh address per registration, unique across runs against the same database. */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  return `failures-${label}-${Date.now().toString(36)}-${emailCounter}@example.org`;
}

/**
 * The connection coming back: SWR revalidates every mounted read at once. (Focus revalidation is throttled
 * for 5000 ms after mount, SPEC 9, so it would cost each test five seconds.)
 */
export async function reconnect(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** Text fields a failed submit must leave as they were typed, as [field, value] pairs. */
export type KeptFields = ReadonlyArray<readonly [Locator, string]>;

async function fillAll(fields: KeptFields): Promise<KeptFields> {
  for (const [field, value] of fields) await field.fill(value);
  return fields;
}

/** The five account fields of /register/individual/ and /team/{id}/join/ for a visitor. */
export function fillNewAccount(page: Page, email: string): Promise<KeptFields> {
  return fillAll([
    [page.getByLabel('First name'), 'Wanda'],
    [page.getByLabel('Last name'), 'Failsafe'],
    [page.getByRole('textbox', { name: 'Email' }), email],
    [page.getByRole('textbox', { name: 'Password', exact: true }), DEMO_PASSWORD],
    [page.getByRole('textbox', { name: 'Confirm password' }), DEMO_PASSWORD],
  ]);
}

/** The same forms for a logged-in user: new names, and the account's email (read-only) stays. */
export async function fillNamesOf(page: Page, email: string): Promise<KeptFields> {
  const names = await fillAll([
    [page.getByLabel('First name'), 'Eleanor'],
    [page.getByLabel('Last name'), 'Renamed'],
  ]);
  return [...names, [page.getByRole('textbox', { name: 'Email' }), email]];
}

export interface SubmittedForm {
  /** The SPEC 7 call the submit makes. */
  call: string;
  /** The form's route below the campaign base. */
  path: string;
  /** Logged in as this demo user first; a visitor otherwise. */
  user?: string;
  fill: (page: Page) => Promise<KeptFields>;
  submit: (page: Page) => Locator;
  /** What else must survive besides the text fields (a radio, invitation tags, an image preview). */
  alsoKept?: (page: Page) => Promise<void>;
}

/**
 * A failed form submit (SERVER_ERROR, or each of `failures`): the form-level message (the server's when it sends
 * one), every value kept, the button enabled again, nothing uncaught. Call inside the form's describe.
 */
export function failedSubmitTests(form: SubmittedForm, failures: readonly Failure[] = [SERVER_ERROR]): void {
  for (const failure of failures) {
    test(`answering ${failure.name}: the message, every value kept, the button back`, async ({ page }) => {
      const errors = watchErrors(page);
      if (form.user) await logIn(page, form.user);
      await page.route(apiCall(form.call), failure.answer);
      await page.goto(`${CAMPAIGN_PATH}${form.path}`);
      const fields = await form.fill(page);
      await form.submit(page).click();
      await expectFormError(page, failure);
      await expectKept(fields);
      await form.alsoKept?.(page);
      await expect(form.submit(page)).toBeEnabled();
      expect(errors).toEqual([]);
    });
  }
}

export interface HeldSubmit extends Omit<SubmittedForm, 'fill' | 'alsoKept'> {
  /** What happens once the held answer arrives, for the test's name. */
  title: string;
  fill?: (page: Page) => Promise<unknown>;
  /** More signs of the busy form while the call is held (aria-busy, a status line, data-state). */
  whileHeld?: (page: Page) => Promise<void>;
  /** Where the page goes after the answer: a route below the campaign URL, or a pattern. */
  to: string | RegExp;
  /** What the page there shows. */
  arrived?: (page: Page) => Promise<void>;
}

/**
 * A submit whose answer is held: the button stays disabled until the test releases the call, then the page moves
 * on, with nothing uncaught. Call inside the form's describe.
 */
export function heldSubmitTest(form: HeldSubmit): void {
  test(`${HELD_NAME}: ${form.title}`, async ({ page }) => {
    const errors = watchErrors(page);
    if (form.user) await logIn(page, form.user);
    const held = await holdCall(page, form.call);
    await page.goto(`${CAMPAIGN_PATH}${form.path}`);
    await form.fill?.(page);
    await form.submit(page).click();
    await held.reached();
    await expect(form.submit(page)).toBeDisabled();
    await form.whileHeld?.(page);
    await held.release();
    await page.waitForURL(typeof form.to === 'string' ? `${CAMPAIGN_URL}${form.to}` : form.to);
    await form.arrived?.(page);
    expect(errors).toEqual([]);
  });
}
