import { expect, test, type Locator, type Page } from './test';
import { CAMPAIGN_PATH, DEMO_PASSWORD, DEMO_USERS } from './env';
import { apiCall, holdCall } from './apiRoutes';
import {
  expectNotBlank,
  failedSubmitTests,
  FAILURES,
  SERVER_ERROR,
  heldSubmitTest,
  watchErrors,
} from './failureHelpers';
import { pastLoadingTimeout, SLOW_NAME, fakeClock } from './pageClock';
import { startBelowTheFold } from './visitorHelpers';

// Issue 6, section 3: every way a call can fail, for the reads on visitor pages and the visitor's account
// forms (login, lost password). Expected: the spec's message (or the server's for a submit), a way to retry,
// never a blank screen, no lost input and no uncaught error or unhandled rejection. The logged-in reads are in
// failures-reads.spec.ts, the registration and profile forms in failures-writes.spec.ts, joining and the
// team forms in failures-teams.spec.ts.

interface VisitorRead {
  route: string;
  call: string;
  message: string;
  tab?: string;
  /** What the page shows while the answer is on its way, and once it has landed. */
  loading: (page: Page) => Locator;
  loaded: (page: Page) => Locator;
}

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

const topDonors = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').first();

const READS: VisitorRead[] = [
  {
    route: '/team-leaderboard/',
    call: 'get-campaign-teams-search',
    message: 'Something went wrong while loading campaign teams.',
    loading: (page) => page.getByRole('status', { name: 'Loading' }),
    loaded: (page) => page.getByText(/Showing 1 - 9 of \d+ Total Teams/),
  },
  {
    route: '/fundraiser-leaderboard/',
    call: 'get-campaign-fundraisers-search',
    message: 'Something went wrong while loading campaign fundraisers.',
    loading: (page) => page.getByRole('status', { name: 'Loading' }),
    loaded: (page) => page.getByText(/Showing 1 - 9 of \d+ Total Fundraisers/),
  },
  {
    route: '/',
    call: 'get-campaign-top-donors',
    message: 'Something went wrong',
    tab: 'Top Donors',
    loading: (page) => page.getByRole('status', { name: 'Loading top donors' }),
    loaded: topDonors,
  },
  {
    route: '/fundraiser/2/',
    call: 'get-fundraiser-top-donors',
    message: 'Unable to load top donors.',
    tab: 'Top Donors',
    loading: (page) => page.getByRole('status', { name: 'Loading top donors' }),
    loaded: topDonors,
  },
  {
    route: '/team/1/',
    call: 'get-team-top-donors',
    message: 'Something went wrong',
    tab: 'Top Donors',
    loading: (page) => page.getByRole('status', { name: 'Loading top donors' }),
    loaded: topDonors,
  },
];

for (const read of READS) {
  test.describe(`${read.call} on ${read.route}`, () => {
    // Every failure mode once in a real browser, on the first read; the others with the server's error.
    for (const failure of read === READS[0] ? FAILURES : [SERVER_ERROR]) {
      test(`answering ${failure.name} shows '${read.message}'`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.route(apiCall(read.call), failure.answer);
        await page.goto(`${CAMPAIGN_PATH}${read.route}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await startBelowTheFold(page);
        if (read.tab) await page.getByRole('tab', { name: read.tab }).click();
        await expect(page.getByText(read.message, { exact: true }).first()).toBeVisible();
        await expectNotBlank(page);
        expect(errors).toEqual([]);
      });
    }

    test(`${SLOW_NAME}: a loading state, then the real answer`, async ({ page }) => {
      const errors = watchErrors(page);
      await fakeClock(page);
      const held = await holdCall(page, read.call);
      await page.goto(`${CAMPAIGN_PATH}${read.route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await startBelowTheFold(page);
      if (read.tab) await page.getByRole('tab', { name: read.tab }).click();
      await held.reached();
      await expect(read.loading(page).first()).toBeVisible();
      await pastLoadingTimeout(page);
      await expect(read.loading(page).first()).toBeVisible();
      await held.release();
      await expect(read.loaded(page)).toBeVisible();
      await expect(page.getByText(read.message, { exact: true })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test('a leaderboard recovers through its retry button once the server answers again', async ({ page }) => {
  const errors = watchErrors(page);
  let failing = true;
  await page.route(apiCall('get-campaign-teams-search'), (route) =>
    failing ? FAILURES[0]!.answer(route) : route.continue(),
  );
  await page.goto(`${CAMPAIGN_PATH}/team-leaderboard/`);
  await expect(page.getByText('Something went wrong while loading campaign teams.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/Showing 1 - 9 of \d+ Total Teams/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('failed top donors load again when the tab is opened again (a 403 is final: only reopening asks again)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  let failing = true;
  let reads = 0;
  await page.route(apiCall('get-team-top-donors'), (route) => {
    reads += 1;
    return failing ? FAILURES[1]!.answer(route) : route.continue();
  });
  await page.goto(`${CAMPAIGN_PATH}/team/1/`);
  await startBelowTheFold(page);
  await page.getByRole('tab', { name: 'Top Donors' }).click();
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  expect(reads).toBe(1);
  failing = false;
  // SWR keeps no failed request for deduplication, and the panel is unmounted while another tab is open: opening
  // it again is a fresh read.
  await page.getByRole('tab', { name: 'Recent Donations' }).click();
  await page.getByRole('tab', { name: 'Top Donors' }).click();
  await expect(topDonors(page)).toBeVisible();
  expect(reads).toBe(2);
  expect(errors).toEqual([]);
});

test.describe('fundraiser-login on /login/', () => {
  const fields = (page: Page) => ({
    handle: page.getByRole('textbox', { name: /Email or username/ }),
    password: page.getByRole('textbox', { name: 'Password', exact: true }),
    submit: page.getByRole('button', { name: 'Sign in' }),
  });

  failedSubmitTests(
    {
      call: 'fundraiser-login',
      path: '/login/',
      fill: async (page) => {
        const { handle, password } = fields(page);
        await handle.fill('frank@example.org');
        await password.fill('secret-password');
        return [
          [handle, 'frank@example.org'],
          [password, 'secret-password'],
        ];
      },
      submit: (page) => fields(page).submit,
    },
    // Every failure mode once in a real browser, for a submit.
    FAILURES,
  );

  heldSubmitTest({
    title: "a busy button, then the server's redirect",
    call: 'fundraiser-login',
    path: '/login/',
    fill: async (page) => {
      await fields(page).handle.fill(DEMO_USERS.fundraiser);
      await fields(page).password.fill(DEMO_PASSWORD);
    },
    submit: (page) => fields(page).submit,
    whileHeld: (page) => expect(fields(page).submit).toHaveAttribute('aria-busy', 'true'),
    to: '/start-fundraising/',
    arrived: (page) =>
      expect(page.getByRole('heading', { level: 1, name: "You're ready to start fundraising!" })).toBeVisible(),
  });
});

test.describe('send-password-reset-email on /lost-password/', () => {
  const form = {
    call: 'send-password-reset-email',
    path: '/lost-password/',
    submit: (page: Page) => page.getByRole('button', { name: 'Get New Password' }),
  };

  failedSubmitTests({
    ...form,
    fill: async (page) => {
      const handle = page.getByRole('textbox', { name: /Email or username/ });
      await handle.fill('frank@example.org');
      return [[handle, 'frank@example.org']];
    },
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the confirmation',
    fill: (page) => page.getByRole('textbox', { name: /Email or username/ }).fill('nobody-here@example.org'),
    to: /\/lost-password\/sent\/?$/,
    arrived: (page) => expect(page.getByText('Check your email for the confirmation link.')).toBeVisible(),
  });
});
