import { expect, test, type Page, type Route } from '@playwright/test';
import { CAMPAIGN_PATH } from './env';

// Issue 6, section 3: every way a call can fail, for the reads on visitor pages and for form submits.
// Expected: the spec's message (or the server's for a submit), a way to retry, never a blank screen,
// no lost input and no uncaught error or unhandled rejection.

type Failure = { name: string; answer: (route: Route) => Promise<void>; serverMessage?: string };

const FAILURES: Failure[] = [
  {
    name: '500 with a WordPress error',
    serverMessage: 'The database is taking a nap.',
    answer: (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'db_down', message: 'The database is taking a nap.', data: { status: 500 } }) }),
  },
  {
    name: '403 invalid nonce',
    serverMessage: 'Cookie check failed',
    answer: (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }) }),
  },
  { name: '200 with malformed JSON', answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [{"id": 1,' }) },
  { name: 'an HTML error page', answer: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }) },
  { name: 'a dropped connection', answer: (route) => route.abort('connectionreset') },
];

/** Uncaught errors and unhandled rejections, as the page reports them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Unhandled|Uncaught/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const READS = [
  { route: '/team-leaderboard/', call: 'get-campaign-teams-search', message: 'Something went wrong while loading campaign teams.' },
  { route: '/fundraiser-leaderboard/', call: 'get-campaign-fundraisers-search', message: 'Something went wrong while loading campaign fundraisers.' },
  { route: '/', call: 'get-campaign-top-donors', message: 'Something went wrong', tab: 'Top Donors' },
  { route: '/fundraiser/2/', call: 'get-fundraiser-top-donors', message: 'Unable to load top donors.', tab: 'Top Donors' },
  { route: '/team/1/', call: 'get-team-top-donors', message: 'Something went wrong', tab: 'Top Donors' },
];

for (const read of READS) {
  for (const failure of FAILURES) {
    test(`${read.call} answering ${failure.name} shows '${read.message}' on ${read.route}`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.route(`**/${read.call}**`, failure.answer);
      await page.goto(`${CAMPAIGN_PATH}${read.route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (read.tab) await page.getByRole('tab', { name: read.tab }).click();
      await expect(page.getByText(read.message, { exact: true }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}

test('a leaderboard recovers through its retry button once the server answers again', async ({ page }) => {
  let failing = true;
  await page.route('**/get-campaign-teams-search**', (route) => (failing ? FAILURES[0]!.answer(route) : route.continue()));
  await page.goto(`${CAMPAIGN_PATH}/team-leaderboard/`);
  await expect(page.getByText('Something went wrong while loading campaign teams.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/Showing 1 - 9 of \d+ Total Teams/)).toBeVisible();
});

test('a read slower than the loading timeout still lands, with a loading state meanwhile', async ({ page }) => {
  await page.route('**/get-campaign-teams-search**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto(`${CAMPAIGN_PATH}/team-leaderboard/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Showing 1 - 9 of \d+ Total Teams/)).toBeVisible({ timeout: 15_000 });
});

for (const failure of FAILURES) {
  test(`login answering ${failure.name} keeps the typed values and says what happened`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/fundraiser-login**', failure.answer);
    await page.goto(`${CAMPAIGN_PATH}/login/`);
    const handle = page.getByRole('textbox', { name: /Email or username/ });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await handle.fill('frank@example.org');
    await password.fill('secret-password');
    await page.getByRole('button', { name: /Log in|Sign in/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(alert.first()).toBeVisible();
    if (failure.serverMessage) await expect(alert.first()).toContainText(failure.serverMessage);
    await expect(handle).toHaveValue('frank@example.org');
    await expect(password).toHaveValue('secret-password');
    await expect(page.getByRole('button', { name: /Log in|Sign in/ })).toBeEnabled();
    expect(errors).toEqual([]);
  });
}

for (const failure of FAILURES) {
  test(`lost password answering ${failure.name} keeps the handle and says what happened`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/send-password-reset-email**', failure.answer);
    await page.goto(`${CAMPAIGN_PATH}/lost-password/`);
    const handle = page.getByRole('textbox', { name: /Email or username/ });
    await handle.fill('frank@example.org');
    await page.getByRole('button', { name: 'Get New Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
    if (failure.serverMessage) await expect(page.getByRole('alert').first()).toContainText(failure.serverMessage);
    await expect(handle).toHaveValue('frank@example.org');
    expect(errors).toEqual([]);
  });
}
