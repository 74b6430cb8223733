import { expect, test, type Page } from '@playwright/test';
import { SMALL_PNG } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import {
  failedSubmitTests,
  fillNamesOf,
  fillNewAccount,
  logIn,
  HELD_NAME,
  holdCall,
  uniqueEmail,
  watchErrors,
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

  failedSubmitTests({
    call: 'register-fundraiser',
    path: '/register/individual/',
    fill: (page) => fillNewAccount(page, uniqueEmail('register')),
    submit,
  });

  test(`${HELD_NAME}: a busy button, then the next step`, async ({ page }) => {
    const errors = watchErrors(page);
    const held = await holdCall(page, 'register-fundraiser');
    await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
    await fillNewAccount(page, uniqueEmail('register-slow'));
    await submit(page).click();
    await held.reached();
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
    await held.release();
    await page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('create-fundraiser-profile on /register/individual/ (logged in without a profile)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  failedSubmitTests({
    call: 'create-fundraiser-profile',
    path: '/register/individual/',
    user: DEMO_USERS.noprofile,
    fill: (page) => fillNamesOf(page, DEMO_USERS.noprofile),
    submit,
  });

  test(`${HELD_NAME}: a busy button, then the next step`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.noprofile);
    const held = await holdCall(page, 'create-fundraiser-profile');
    await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
    await fillNamesOf(page, DEMO_USERS.noprofile);
    await submit(page).click();
    await held.reached();
    await expect(submit(page)).toBeDisabled();
    await held.release();
    await page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible();
    expect(errors).toEqual([]);
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

  failedSubmitTests({
    call: 'update-fundraiser-profile',
    path: '/fundraiser/2/update/',
    user: DEMO_USERS.fundraiser,
    fill: (page) => fillProfile(page, 'Kept after the failure.\n\nSecond paragraph.'),
    submit,
    alsoKept: (page) => expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible(),
  });

  test(`${HELD_NAME}: a busy button, then the fundraiser page with the new story`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.fundraiser);
    const held = await holdCall(page, 'update-fundraiser-profile');
    await page.goto(`${CAMPAIGN_PATH}/fundraiser/2/update/`);
    await fillProfile(page, 'Saved after a slow answer.');
    await submit(page).click();
    await held.reached();
    await expect(submit(page)).toBeDisabled();
    await held.release();
    await page.waitForURL(`${CAMPAIGN_URL}/fundraiser/2/`);
    await expect(page.getByText('Saved after a slow answer.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
