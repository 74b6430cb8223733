import { expect, test, type Page } from './test';
import { ALMOST_READY, LARGE_PNG, signIn, SMALL_PNG, submitProfile } from './accountHelpers';
import { CAMPAIGN_HOME, CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { expectNoAxeViolations } from './axe';
import { startEachTestFromTheSeed } from './seed';

interface Mail {
  kind: string;
  to_email: string;
  subject: string;
}

startEachTestFromTheSeed();

test('journey 1: a visitor registers as an individual, creates a profile with a picture, lands on start-fundraising', async ({
  page,
}) => {
  await page.goto(`${CAMPAIGN_PATH}/register/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Start Fundraising' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', `${CAMPAIGN_PATH}/donate/`);
  await expect(page.getByText('Already have an account?').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_PATH}/login/`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Join as an Individual' }).click();

  await expect(page).toHaveURL(`${CAMPAIGN_URL}/register/individual/`);
  await expect(page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
    'Register',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('p2p-navigation-set'))).toBe('joinIndividual');

  // Field errors first: every message of SPEC 5, focus on the first invalid field, axe in the error state.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('54321');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Password must have at least 6 characters')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Individual');
  await page.getByLabel('Email').fill('ivy.individual@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    page.getByRole('button', { name: 'Register' }).click(),
  ]);

  // Profile step: step 2 of joinIndividual, defaults from the campaign.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your fundraising profile' })).toBeVisible();
  const current = page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');
  await expect(current).toContainText('Create Profile');
  await expect(current).toContainText('2');
  const story = page.getByLabel('Your story');
  await expect(story).toHaveAttribute('rows', '10');
  await expect(story).not.toHaveValue('');
  await expect(page.getByLabel('Fundraising goal')).not.toHaveValue('');
  await expect(page.getByText('Recommended size: 250x250 px')).toBeVisible();

  // Too large: the message and a disabled submit; a small PNG clears both.
  await page.locator('input[type="file"]').setInputFiles(LARGE_PNG);
  await expect(page.getByText('huge.png exceeds the maximum upload size for this site').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create profile' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  await expect(page.getByRole('button', { name: 'Create profile' })).toBeEnabled();
  await expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();

  await story.fill('I run because clean water changes everything.');
  await page.getByLabel('Fundraising goal').fill('750');
  await submitProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: ALMOST_READY })).toBeVisible();
});

test('a duplicate email shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/register/captain/`);
  const current = page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');
  await expect(current).toContainText('Register');
  expect(await page.evaluate(() => sessionStorage.getItem('p2p-navigation-set'))).toBe('createTeam');
  await page.getByLabel('First name').fill('Carla');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(DEMO_USERS.captain);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Register and create your team' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('An account with this email address already exists. Please log in.');
  await expect(alert.getByRole('link', { name: 'Please log in.' })).toHaveAttribute('href', `${CAMPAIGN_PATH}/login/`);
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Carla');
  await expect(page.getByLabel('Last name')).toHaveValue('Again');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_USERS.captain);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('secret12');
  await expect(page.getByLabel('Confirm password')).toHaveValue('secret12');
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/register/captain/`);
  await expectNoAxeViolations(page);
});

test('login: a wrong password shows the server message; the right one follows the redirect', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/login/`);
  await expect(page.getByRole('link', { name: 'Lost your password?' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_PATH}/lost-password/`,
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email or username')).toBeFocused();
  await expect(page.getByText('Enter your email or username')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email or username').fill(DEMO_USERS.fundraiser);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
  await expect(page.getByLabel('Email or username')).toHaveValue(DEMO_USERS.fundraiser);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/start-fundraising/`),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: "You're ready to start fundraising!" })).toBeVisible();
});

test('login: a redirect off the campaign origin is refused with an on-page error', async ({ page }) => {
  await page.route('**/fundraiser-login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ redirect: 'https://evil.example/phish' }),
    }),
  );
  await page.goto(`${CAMPAIGN_PATH}/login/`);
  await page.getByLabel('Email or username').fill(DEMO_USERS.fundraiser);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('another website');
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/login/`);
});

test('lost password: Get New Password → the sent page, and the mail is in the outbox', async ({ page, request }) => {
  await page.goto(`${CAMPAIGN_PATH}/lost-password/`);
  await expect(page.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_PATH}/login/`,
  );
  await page.getByRole('button', { name: 'Get New Password' }).click();
  await expect(page.getByText('Enter your email or username')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email or username').fill('fundraiser');
  await page.getByRole('button', { name: 'Get New Password' }).click();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/lost-password/sent`);
  await expect(page.getByText('Check your email for the confirmation link.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const outbox = (await (await request.get('/__test__/outbox')).json()) as { data: Mail[] };
  expect(outbox.data[0]).toMatchObject({ kind: 'password-reset', to_email: DEMO_USERS.fundraiser });
});

test('journey 5: a logged-in user without a profile registers with a fixed email and no passwords', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.noprofile);
  await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
  const email = page.getByLabel('Email');
  await expect(email).toBeDisabled();
  await expect(email).toHaveValue(DEMO_USERS.noprofile);
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  await expect(page.getByLabel('Last name')).toHaveValue('Noprofile');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Confirm password')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const call = page.waitForRequest('**/create-fundraiser-profile');
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/register/create-profile/`),
    page.getByRole('button', { name: 'Register' }).click(),
  ]);
  expect((await call).postDataJSON()).toMatchObject({ firstName: 'Nora', lastName: 'Noprofile', team_captain: false });

  await page.getByLabel('Your story').fill('Nora runs for water.');
  await submitProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: ALMOST_READY })).toBeVisible();
});

const accountBar = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** What the host page says about the viewer (its data-auth attribute). */
async function pageAuth(page: Page): Promise<{ is_logged_in: boolean }> {
  return JSON.parse((await page.locator('#p2p-app').getAttribute('data-auth')) ?? '{}') as { is_logged_in: boolean };
}

test.describe('the account bar', () => {
  test('a visitor sees Sign in, to the login page', async ({ page }) => {
    await page.goto(`${CAMPAIGN_PATH}/`);
    const bar = accountBar(page);
    await expect(bar.getByRole('link')).toHaveText(['Sign in']);
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${CAMPAIGN_PATH}/login/`);
    await bar.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${CAMPAIGN_URL}/login/`);
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
  });

  test('signed in: the name, My fundraising (the host advertises the tools), and Sign out through the nonce link signs out', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.captain);
    await page.goto(`${CAMPAIGN_PATH}/team/1/`);
    const bar = accountBar(page);
    await expect(bar).toContainText('Signed in as Carla Captain');
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    // The bar is in the app shell; the page itself is a lazy chunk: axe looks once the page is there (its h1).
    await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Crew' })).toBeVisible();
    await expectNoAxeViolations(page);

    await bar.getByRole('link', { name: 'My fundraising' }).click();
    await expect(page).toHaveURL(`${CAMPAIGN_URL}/my-fundraising/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My fundraising' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'My fundraising' })).toHaveAttribute('aria-current', 'page');

    const signOut = bar.getByRole('link', { name: 'Sign out' });
    await expect(signOut).toHaveAttribute('href', /\/logout\/\?redirect_to=.+&_wpnonce=[0-9a-f]{10}$/);
    await Promise.all([page.waitForURL(`${CAMPAIGN_URL}/`), signOut.click()]);
    expect((await pageAuth(page)).is_logged_in).toBe(false);
    await expect(bar.getByRole('link')).toHaveText(['Sign in']);
  });

  test('a user without a profile is offered to create their page', async ({ page }) => {
    await signIn(page, DEMO_USERS.noprofile);
    const bar = accountBar(page);
    await expect(bar).toContainText('Signed in as Nora Noprofile');
    await bar.getByRole('link', { name: 'Create my page' }).click();
    await expect(page).toHaveURL(`${CAMPAIGN_URL}/register/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Start Fundraising' })).toBeVisible();
  });

  test('fits one line on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, DEMO_USERS.fundraiser);
    const bar = accountBar(page);
    await expect(bar).toContainText('Frank Fundraiser');
    const [myPage, signOut] = await Promise.all([
      bar.getByRole('link', { name: 'My fundraising' }).boundingBox(),
      bar.getByRole('link', { name: 'Sign out' }).boundingBox(),
    ]);
    expect(myPage?.y).toBe(signOut?.y);
    expect((await bar.boundingBox())?.height).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('/logout/ without the nonce', () => {
  test('the old GET /logout/ asks first and does not sign out; its Log out link does', async ({ page }) => {
    await signIn(page, DEMO_USERS.fundraiser);
    const response = await page.goto('/logout/');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Do you really want to log out?')).toBeVisible();

    await page.goto(`${CAMPAIGN_PATH}/`);
    expect((await pageAuth(page)).is_logged_in).toBe(true);
    await expect(accountBar(page)).toContainText('Signed in as Frank Fundraiser');

    await page.goto('/logout/?_wpnonce=0123456789');
    await Promise.all([page.waitForURL(`${CAMPAIGN_URL}/`), page.getByRole('link', { name: 'Log out' }).click()]);
    expect((await pageAuth(page)).is_logged_in).toBe(false);
  });

  test('another site cannot sign a visitor out with an image', async ({ page }) => {
    await signIn(page, DEMO_USERS.fundraiser);
    // What a hostile page would embed: <img src="…/logout/">. The request carries the cookie but no nonce.
    await page.evaluate(async () => {
      await new Promise((resolve) => {
        const img = new Image();
        img.onload = img.onerror = resolve;
        img.src = '/logout/';
      });
    });
    await page.goto(`${CAMPAIGN_PATH}/`);
    expect((await pageAuth(page)).is_logged_in).toBe(true);
  });
});

test.describe('a visitor sent away from a protected page', () => {
  test('sees why on the page they land on, until the next move or a reload', async ({ page }) => {
    await page.goto(`${CAMPAIGN_PATH}/create-team/`);
    await expect(page).toHaveURL(CAMPAIGN_HOME);
    const notice = page.getByRole('status').filter({ hasText: 'Sign in to see that page.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${CAMPAIGN_PATH}/login/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Run for Clean Water' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Sign in to see that page.')).toHaveCount(0);

    await page.goto(`${CAMPAIGN_PATH}/start-fundraising/`);
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${CAMPAIGN_URL}/login/`);
    await expect(page.getByText('Sign in to see that page.')).toHaveCount(0);
  });
});
