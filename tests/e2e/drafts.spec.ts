import { expect, test, type Page } from './test';
import { signIn } from './accountHelpers';
import { wire } from './nonceWire';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { startEachTestFromTheSeed } from './seed';

// Issue 15 §1, "nothing typed is ever lost": drafts in sessionStorage and the REST nonce renewal, end to end
// against the reference host (nonces expired at once through /__test__/expire-nonces).

// Frank Fundraiser (fundraiser@example.org) owns fundraiser #2.
const UPDATE = `${CAMPAIGN_PATH}/fundraiser/2/update/`;
const STORY = 'Written late at night, submitted the next morning.';
const RESTORED = 'We restored what you typed before you left this page.';

// Each test signs in and loads the form twice; on a loaded machine that takes longer than the default 30 s.
test.setTimeout(90_000);

startEachTestFromTheSeed();
/** This tab's drafts, as the page's own scripts could read them. */
const drafts = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('give-p2p:draft:'))
        .map((k) => [k, sessionStorage.getItem(k) ?? '']),
    ),
  );

/** Waits until the debounced draft holds `text`. */
async function draftSaved(page: Page, text: string): Promise<void> {
  await expect.poll(async () => JSON.stringify(await drafts(page))).toContain(text);
}

test('an expired nonce is renewed: the story saves with no error, the wire shows renewal then the repeat', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  await page.getByLabel('Your story').fill(STORY);
  await draftSaved(page, STORY);
  await request.post('/__test__/expire-nonces');
  const calls = wire(page);

  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/fundraiser/2/`),
    page.getByRole('button', { name: 'Save profile' }).click(),
  ]);
  await expect(page.getByText(STORY)).toBeVisible();
  expect(calls.slice(0, 3)).toEqual([
    'update-fundraiser-profile 403',
    'renew rest-nonce 200',
    'update-fundraiser-profile 200',
  ]);
  // Success clears the draft.
  expect(await drafts(page)).toEqual({});
});

test('renewal refused: the message says what to do, the reload restores the draft, Discard clears it', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  const story = page.getByLabel('Your story');
  const original = await story.inputValue();
  await story.fill(STORY);
  await draftSaved(page, STORY);
  await request.post('/__test__/expire-nonces');
  await request.post('/__test__/fault', { data: { name: 'rest-nonce', mode: 'nonce403', times: 1 } });
  const calls = wire(page);

  await page.getByRole('button', { name: 'Save profile' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your session has expired. Reload the page: what you typed is kept as a draft.');
  await expect(alert).toBeFocused();
  // One renewal, no second try.
  expect(calls).toEqual(['update-fundraiser-profile 403', 'renew rest-nonce 403']);

  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(story).toHaveValue(STORY);

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(story).toHaveValue(original);
  await expect(story).toBeFocused();
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await expect.poll(() => drafts(page)).toEqual({});
  await page.reload();
  await expect(story).toHaveValue(original);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test('a draft saved after a reload goes through with the fresh page nonce, and the draft is gone', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  await page.getByLabel('Your story').fill(STORY);
  await draftSaved(page, STORY);
  await page.reload();
  await expect(page.getByLabel('Your story')).toHaveValue(STORY);
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/fundraiser/2/`),
    page.getByRole('button', { name: 'Save profile' }).click(),
  ]);
  expect(await drafts(page)).toEqual({});
  await page.goto(UPDATE);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test('signing out clears the drafts', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  await page.getByLabel('Your story').fill(STORY);
  await draftSaved(page, STORY);
  await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Sign out' }).click()]);
  expect(await drafts(page)).toEqual({});
});

test('registration keeps names and e-mail, never the passwords', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/register/individual/`);
  await page.getByLabel('First name').fill('Dora');
  await page.getByLabel('Last name').fill('Draft');
  await page.getByLabel('Email').fill('dora@example.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-pass-123');
  await page.getByLabel('Confirm password').fill('secret-pass-123');
  await draftSaved(page, 'dora@example.org');
  const stored = JSON.stringify(await drafts(page));
  expect(stored).toContain('Dora');
  expect(stored).not.toContain('secret-pass-123');

  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Dora');
  await expect(page.getByLabel('Email')).toHaveValue('dora@example.org');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage, ...localStorage })))).not.toContain(
    'secret-pass-123',
  );
});
