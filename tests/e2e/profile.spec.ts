import { expect, test } from './test';
import { LARGE_PNG, signIn, SMALL_PNG } from './accountHelpers';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { expectNoAxeViolations } from './axe';
import { startEachTestFromTheSeed } from './seed';
import { failWithServerError } from './serverFailure';

// Frank Fundraiser (fundraiser@example.org) owns fundraiser #2.
const UPDATE = `${CAMPAIGN_PATH}/fundraiser/2/update/`;

startEachTestFromTheSeed();

test('journey 7: the owner edits the profile, prefilled, and returns to the page with the new story', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  const story = page.getByLabel('Your story');
  await expect(story).not.toHaveValue('');
  await expect(page.getByLabel('Fundraising goal')).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await story.fill('A brand new story.\n\nWith a second paragraph.');
  await page.getByLabel('Fundraising goal').fill('3000');
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/fundraiser/2/`),
    page.getByRole('button', { name: 'Save profile' }).click(),
  ]);
  await expect(page.getByText('A brand new story.')).toBeVisible();
  await expect(page.getByText('With a second paragraph.')).toBeVisible();
});

test('a server 500 while saving keeps every value, the file included', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await failWithServerError(page, '**/update-fundraiser-profile', 'The profile could not be saved.');
  await page.goto(UPDATE);
  await page.getByLabel('Your story').fill('Kept after the failure.');
  await page.getByLabel('Fundraising goal').fill('4321');
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  await page.getByRole('button', { name: 'Save profile' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The profile could not be saved.');
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}/fundraiser/2/update/`);
  await expect(page.getByLabel('Your story')).toHaveValue('Kept after the failure.');
  await expect(page.getByLabel('Fundraising goal')).toHaveValue('4321');
  await expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Saving again sends the kept file: the page's host data now names an uploaded PNG, not the seeded SVG.
  await page.unroute('**/update-fundraiser-profile');
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/fundraiser/2/`),
    page.getByRole('button', { name: 'Save profile' }).click(),
  ]);
  const image = await page.evaluate(
    () =>
      (JSON.parse(document.getElementById('p2p-app')?.dataset.fundraiser ?? '{}') as { profile_image?: string })
        .profile_image,
  );
  expect(image).toMatch(/\.png$/);
  await expect(page.getByText('Kept after the failure.')).toBeVisible();
});

test('an image over the upload cap is refused and disables saving', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  await page.locator('input[type="file"]').setInputFiles(LARGE_PNG);
  await expect(page.getByText('huge.png exceeds the maximum upload size for this site').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();
});

test('a GIF is refused for its type, not its size', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(
    page.getByText('anim.gif is not a permitted image. Use a .jpg, .jpeg or .png file.').first(),
  ).toBeVisible();
  await expect(page.getByText(/exceeds the maximum upload size|smaller/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();
});

test('a text file renamed .jpg is refused by its content (not really an image), before anything is sent', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') writes.push(request.url());
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear diary, not a photo.') });
  // Its name and type are right, so the message says the content is not an image (before any upload).
  await expect(
    page.getByText('notes.jpg is not a JPEG or PNG image, even though its name ends in .jpg.').first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Preview of notes\.jpg/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  // A real image clears the refusal.
  await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
  await expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  expect(writes).toEqual([]);
});

test('Cancel goes back to the fundraiser page and saves nothing', async ({ page }) => {
  await signIn(page, DEMO_USERS.fundraiser);
  await page.goto(UPDATE);
  const story = page.getByLabel('Your story');
  const before = await story.inputValue();
  await story.fill('Never saved.');
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/fundraiser/2/`),
    page.getByRole('link', { name: 'Cancel' }).click(),
  ]);
  await expect(page.getByText('Never saved.')).toHaveCount(0);
  await page.goto(UPDATE);
  await expect(page.getByLabel('Your story')).toHaveValue(before);
});

test('another fundraiser cannot edit the profile', async ({ page }) => {
  await signIn(page, DEMO_USERS.solo);
  await page.goto(UPDATE);
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot edit this profile' })).toBeVisible();
  await expect(page.getByLabel('Your story')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the fundraiser page' })).toHaveAttribute(
    'href',
    `${CAMPAIGN_URL}/fundraiser/2/`,
  );
});
