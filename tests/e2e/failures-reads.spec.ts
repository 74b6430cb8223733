import { expect, test, type Page } from './test';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { apiCall, answerCall, callTimes, holdCall } from './apiRoutes';
import {
  expectFormError,
  expectNotBlank,
  SERVER_ERROR,
  logIn,
  reconnect,
  watchErrors,
  withoutHostData,
} from './failureHelpers';
import {
  ERROR_RETRY_INTERVAL_MS,
  pastLoadingTimeout,
  SLOW_NAME,
  STILL_LOADING,
  fakeClock,
  pauseClock,
} from './pageClock';
import { startBelowTheFold } from './visitorHelpers';

// Issue 6, section 3, for the reads the visitor pages in failures.spec.ts do not make: the user's details,
// the fundraiser's status, a team and its members. get-user-info and get-team are seeded from the page's
// data-user / data-team, so the app only asks for them when the host does not print them (simulated by
// stripping the attribute) or when it revalidates (focus, reconnect).

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

test.describe('get-user-info on /register/individual/ (logged in without a profile, no data-user)', () => {
  test(`answering ${SERVER_ERROR.name}: the message and a retry that brings the form`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.noprofile);
    await withoutHostData(page, '/register/individual/', 'user');
    const recover = await answerCall(page, 'get-user-info', SERVER_ERROR.answer);
    await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Register as an Individual' })).toBeVisible();
    await expectFormError(page, SERVER_ERROR);

    await recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_USERS.noprofile);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`${SLOW_NAME}: a loading state, 'Still loading…' once the timeout fires, then the prefilled form`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.noprofile);
    await withoutHostData(page, '/register/individual/', 'user');
    await fakeClock(page);
    const held = await holdCall(page, 'get-user-info');
    await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
    await expect(page.getByRole('status', { name: 'Loading your account details' })).toBeVisible();
    await held.reached();
    // The clock jumps past the loading timeout while the call is held: the spinner says so before the answer.
    await pastLoadingTimeout(page);
    await expect(page.getByText(STILL_LOADING)).toBeVisible();
    await held.release();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_USERS.noprofile);
    await expect(page.getByLabel('First name')).toHaveValue('Nora');
    expect(errors).toEqual([]);
  });
});

test('a failed revalidation of the seeded team and user (connection back) keeps the join form and what was typed', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await logIn(page, DEMO_USERS.noprofile);
  await page.goto(`${CAMPAIGN_PATH}/team/1/join/`);
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Nora');
  await firstName.fill('Eleanor');
  const failed = ['get-team', 'get-user-info'].map((name) =>
    page.waitForResponse((response) => apiCall(name)(new URL(response.url()))),
  );
  await page.route(apiCall('get-team'), SERVER_ERROR.answer);
  await page.route(apiCall('get-user-info'), SERVER_ERROR.answer);
  await reconnect(page);
  await Promise.all(failed);
  await expect(firstName).toHaveValue('Eleanor');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_USERS.noprofile);
  await expect(page.getByText('Your details could not be loaded.', { exact: false })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('get-fundraiser-info on /start-fundraising/ (a fundraiser)', () => {
  test(`answering ${SERVER_ERROR.name}: back to the campaign page (SPEC 8)`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.fundraiser);
    await page.route(apiCall('get-fundraiser-info'), SERVER_ERROR.answer);
    await page.goto(`${CAMPAIGN_PATH}/start-fundraising/`);
    await page.waitForURL(`${CAMPAIGN_URL}/`);
    await expect(page.getByRole('link', { name: 'Start Fundraising' }).first()).toBeVisible();
    await expectNotBlank(page);
    expect(errors).toEqual([]);
  });

  test(`${SLOW_NAME}: a loading state, 'Still loading…' once the timeout fires, then the status`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.fundraiser);
    await fakeClock(page);
    const held = await holdCall(page, 'get-fundraiser-info');
    await page.goto(`${CAMPAIGN_PATH}/start-fundraising/`);
    await expect(page.getByRole('status', { name: 'Loading your fundraising status' })).toBeVisible();
    await held.reached();
    // The clock jumps past the loading timeout while the call is held: the spinner says so before the answer.
    await pastLoadingTimeout(page);
    await expect(page.getByText(STILL_LOADING)).toBeVisible();
    await held.release();
    await expect(page.getByRole('heading', { level: 1, name: "You're ready to start fundraising!" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('get-team on /team/1/join/ (a visitor, no data-team)', () => {
  test(`answering ${SERVER_ERROR.name}: the message and a retry that brings the join form`, async ({ page }) => {
    const errors = watchErrors(page);
    await withoutHostData(page, '/team/1/join/', 'team');
    const recover = await answerCall(page, 'get-team', SERVER_ERROR.answer);
    await page.goto(`${CAMPAIGN_PATH}/team/1/join/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join a team' })).toBeVisible();
    await expectFormError(page, SERVER_ERROR);

    await recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Clean Water Crew' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${SLOW_NAME}: a loading state, 'Still loading…' once the timeout fires, then the join form`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await withoutHostData(page, '/team/1/join/', 'team');
    await fakeClock(page);
    const held = await holdCall(page, 'get-team');
    await page.goto(`${CAMPAIGN_PATH}/team/1/join/`);
    await expect(page.getByRole('status', { name: 'Loading the team' })).toBeVisible();
    await held.reached();
    // The clock jumps past the loading timeout while the call is held: the spinner says so before the answer.
    await pastLoadingTimeout(page);
    await expect(page.getByText(STILL_LOADING)).toBeVisible();
    await held.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Clean Water Crew' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the captain’s edit page: a failed load says so and retries into the form', async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.captain);
    await withoutHostData(page, '/team/1/update', 'team');
    const recover = await answerCall(page, 'get-team', SERVER_ERROR.answer);
    await page.goto(`${CAMPAIGN_PATH}/team/1/update`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit team' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The database is taking a nap.');
    await recover();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Team name')).toHaveValue('Clean Water Crew');
    expect(errors).toEqual([]);
  });
});

test.describe('get-team-fundraisers-all on /team/1/ (a visitor)', () => {
  const message = 'Something went wrong while loading the team members.';
  const members = (page: Page) => page.getByRole('region', { name: 'Team Members' }).getByRole('listitem').first();

  test(`answering ${SERVER_ERROR.name}: the message and a retry that brings the members`, async ({ page }) => {
    const errors = watchErrors(page);
    const recover = await answerCall(page, 'get-team-fundraisers-all', SERVER_ERROR.answer);
    await page.goto(`${CAMPAIGN_PATH}/team/1/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Crew' })).toBeVisible();
    await startBelowTheFold(page);
    await expect(page.getByText(message)).toBeVisible();

    await recover();
    await page.getByRole('region', { name: 'Team Members' }).getByRole('button', { name: 'Try again' }).click();
    await expect(members(page)).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`${SLOW_NAME}: a loading state, 'Still loading…' once the timeout fires, then the members`, async ({ page }) => {
    const errors = watchErrors(page);
    await fakeClock(page);
    const held = await holdCall(page, 'get-team-fundraisers-all');
    await page.goto(`${CAMPAIGN_PATH}/team/1/`);
    await startBelowTheFold(page);
    await expect(page.getByRole('status', { name: 'Loading team members' })).toBeVisible();
    await held.reached();
    // The clock jumps past the loading timeout while the call is held: the spinner says so before the answer.
    await pastLoadingTimeout(page);
    await expect(page.getByText(STILL_LOADING)).toBeVisible();
    await held.release();
    await expect(members(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  // SPEC 9's 5000 ms is SWR's errorRetryInterval, the base of its jittered backoff: the first retry comes
  // after 1× or 2× the interval (5 or 10 s), at random. The page's clock is paused when the 500 arrives, so the
  // retry is timed exactly (in the page's time) and no real time is waited.
  test('a 500 is retried on its own after the error retry interval, not before (SPEC 9: 5000 ms, SWR backoff)', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await fakeClock(page);
    const calls = await callTimes(page, 'get-team-fundraisers-all');
    let answered = 0;
    let fail: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route(apiCall('get-team-fundraisers-all'), async (route) => {
      answered += 1;
      if (answered > 1) return route.continue();
      // The first answer waits until the clock is paused, so the retry timer starts at a known moment.
      await failing;
      return SERVER_ERROR.answer(route);
    });
    await page.goto(`${CAMPAIGN_PATH}/team/1/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Crew' })).toBeVisible();
    await startBelowTheFold(page);
    await expect.poll(() => answered, { message: 'the page asks for the members' }).toBe(1);
    const pausedAt = await pauseClock(page);
    fail();
    await expect(page.getByText(message)).toBeVisible();

    await page.clock.runFor(ERROR_RETRY_INTERVAL_MS - 1);
    expect(await calls(), 'no retry before the interval').toHaveLength(1);
    // Past twice the interval (the longest first backoff), the retry has started on its own.
    await page.clock.runFor(ERROR_RETRY_INTERVAL_MS + 1);
    const times = await calls();
    expect(times, 'retried on its own within twice the interval').toHaveLength(2);
    // The first backoff is 1× or 2× the interval, at random; on the paused clock the timer fires at exactly that.
    expect([ERROR_RETRY_INTERVAL_MS, 2 * ERROR_RETRY_INTERVAL_MS], 'retried after the backoff').toContain(
      (times[1] ?? 0) - pausedAt,
    );
    await page.clock.resume();
    await expect(members(page)).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
    expect(await calls()).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
