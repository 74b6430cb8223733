import { expect, test, type Page } from './test';
import { SMALL_PNG } from './accountHelpers';
import { DEMO_USERS } from './env';
import {
  failedSubmitTests,
  fillNamesOf,
  fillNewAccount,
  heldSubmitTest,
  uniqueEmail,
  type KeptFields,
} from './failureHelpers';

// Issue 6, section 3, for the registration and profile forms: a failed submit shows the server's message
// (500, 403) or a generic one, keeps every value, and enables the button again; a slow one keeps the button
// busy, then follows the real answer. The slow submits change the database: each describe re-seeds after.

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test.describe('register-fundraiser on /register/individual/ (a visitor)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });

  const form = {
    call: 'register-fundraiser',
    path: '/register/individual/',
    submit,
  };

  failedSubmitTests({
    ...form,
    fill: (page) => fillNewAccount(page, uniqueEmail('register')),
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the next step',
    fill: (page) => fillNewAccount(page, uniqueEmail('register-slow')),
    whileHeld: (page) => expect(submit(page)).toHaveAttribute('aria-busy', 'true'),
    to: '/register/create-profile/',
    arrived: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible(),
  });
});

test.describe('create-fundraiser-profile on /register/individual/ (logged in without a profile)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  const form = {
    call: 'create-fundraiser-profile',
    path: '/register/individual/',
    user: DEMO_USERS.noprofile,
    submit,
  };

  failedSubmitTests({
    ...form,
    fill: (page) => fillNamesOf(page, DEMO_USERS.noprofile),
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the next step',
    fill: (page) => fillNamesOf(page, DEMO_USERS.noprofile),
    to: '/register/create-profile/',
    arrived: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible(),
  });
});

test.describe('update-fundraiser-profile on /fundraiser/2/update/ (its owner)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Save profile' });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  async function fillProfile(page: Page, story: string): Promise<KeptFields> {
    const fields = [
      [page.getByLabel('Your story'), story],
      [page.getByLabel('Fundraising goal'), '4321'],
    ] as const;
    for (const [field, value] of fields) await field.fill(value);
    await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
    return fields;
  }

  const form = {
    call: 'update-fundraiser-profile',
    path: '/fundraiser/2/update/',
    user: DEMO_USERS.fundraiser,
    submit,
  };

  failedSubmitTests({
    ...form,
    fill: (page) => fillProfile(page, 'Kept after the failure.\n\nSecond paragraph.'),
    alsoKept: (page) => expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible(),
  });

  heldSubmitTest({
    ...form,
    title: 'a busy button, then the fundraiser page with the new story',
    fill: (page) => fillProfile(page, 'Saved after a slow answer.'),
    to: '/fundraiser/2/',
    arrived: (page) => expect(page.getByText('Saved after a slow answer.')).toBeVisible(),
  });
});
