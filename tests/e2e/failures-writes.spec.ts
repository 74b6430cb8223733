import { expect, test, type Page } from '@playwright/test';
import { SMALL_PNG } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_PASSWORD, DEMO_USERS } from './env';
import {
  apiCall,
  expectFormError,
  expectKept,
  FAILURES,
  logIn,
  SLOW_MS,
  SLOW_NAME,
  slowThenContinue,
  uniqueEmail,
  watchErrors,
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

/** The five account fields of /register/individual/ and /team/{id}/join/ for a visitor. */
async function fillNewAccount(page: Page, email: string) {
  const fields = [
    [page.getByLabel('First name'), 'Wanda'],
    [page.getByLabel('Last name'), 'Failsafe'],
    [page.getByRole('textbox', { name: 'Email' }), email],
    [page.getByRole('textbox', { name: 'Password', exact: true }), DEMO_PASSWORD],
    [page.getByRole('textbox', { name: 'Confirm password' }), DEMO_PASSWORD],
  ] as const;
  for (const [field, value] of fields) await field.fill(value);
  return fields;
}

/** The names of the existing-account variant (email fixed from the account). */
async function fillNames(page: Page) {
  const fields = [
    [page.getByLabel('First name'), 'Eleanor'],
    [page.getByLabel('Last name'), 'Renamed'],
  ] as const;
  for (const [field, value] of fields) await field.fill(value);
  return fields;
}

test.describe('register-fundraiser on /register/individual/ (a visitor)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });

  for (const failure of FAILURES) {
    test(`answering ${failure.name}: the message, every value kept, the button back`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.route(apiCall('register-fundraiser'), failure.answer);
      await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
      const fields = await fillNewAccount(page, uniqueEmail('register'));
      await submit(page).click();
      await expectFormError(page, failure);
      await expectKept(fields);
      await expect(submit(page)).toBeEnabled();
      expect(errors).toEqual([]);
    });
  }

  test(`${SLOW_NAME}: a busy button, then the next step`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.route(apiCall('register-fundraiser'), slowThenContinue);
    await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
    await fillNewAccount(page, uniqueEmail('register-slow'));
    await submit(page).click();
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
    await page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`, { timeout: SLOW_MS + 5000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('create-fundraiser-profile on /register/individual/ (logged in without a profile)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  for (const failure of FAILURES) {
    test(`answering ${failure.name}: the message, the names kept, the button back`, async ({ page }) => {
      const errors = watchErrors(page);
      await logIn(page, DEMO_USERS.noprofile);
      await page.route(apiCall('create-fundraiser-profile'), failure.answer);
      await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
      const fields = await fillNames(page);
      await submit(page).click();
      await expectFormError(page, failure);
      await expectKept([...fields, [page.getByRole('textbox', { name: 'Email' }), DEMO_USERS.noprofile]]);
      await expect(submit(page)).toBeEnabled();
      expect(errors).toEqual([]);
    });
  }

  test(`${SLOW_NAME}: a busy button, then the next step`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.noprofile);
    await page.route(apiCall('create-fundraiser-profile'), slowThenContinue);
    await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
    await fillNames(page);
    await submit(page).click();
    await expect(submit(page)).toBeDisabled();
    await page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`, { timeout: SLOW_MS + 5000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('update-fundraiser-profile on /fundraiser/2/update/ (its owner)', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Save profile' });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });

  async function fillProfile(page: Page, story: string) {
    const fields = [
      [page.getByLabel('Your story'), story],
      [page.getByLabel('Fundraising goal'), '4321'],
    ] as const;
    for (const [field, value] of fields) await field.fill(value);
    await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
    return fields;
  }

  for (const failure of FAILURES) {
    test(`answering ${failure.name}: the message, story, goal and image kept, the button back`, async ({ page }) => {
      const errors = watchErrors(page);
      await logIn(page, DEMO_USERS.fundraiser);
      await page.route(apiCall('update-fundraiser-profile'), failure.answer);
      await page.goto(`${CAMPAIGN_PATH}/fundraiser/2/update/`);
      const fields = await fillProfile(page, 'Kept after the failure.\n\nSecond paragraph.');
      await submit(page).click();
      await expectFormError(page, failure);
      await expectKept(fields);
      await expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();
      await expect(submit(page)).toBeEnabled();
      expect(errors).toEqual([]);
    });
  }

  test(`${SLOW_NAME}: a busy button, then the fundraiser page with the new story`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, DEMO_USERS.fundraiser);
    await page.route(apiCall('update-fundraiser-profile'), slowThenContinue);
    await page.goto(`${CAMPAIGN_PATH}/fundraiser/2/update/`);
    await fillProfile(page, 'Saved after a slow answer.');
    await submit(page).click();
    await expect(submit(page)).toBeDisabled();
    await page.waitForURL(`${CAMPAIGN_URL}/fundraiser/2/`, { timeout: SLOW_MS + 5000 });
    await expect(page.getByText('Saved after a slow answer.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
