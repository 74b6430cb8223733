import { expect, test, type Page } from './test';
import { expectNoAxeViolations } from './axe';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_USERS } from './env';
import { startEachTestFromTheSeed } from './seed';
import { logInAs } from './visitorHelpers';

/*
 * The ask kit, the first-week checklist and the milestones (docs/fundraising-tools.md) against the reference host,
 * as the demo fundraiser (Frank, fundraiser 2, no share recorded yet): a copy from the ask kit is recorded, so
 * the checklist's share step and the First share badge follow; the public page shows the earned badges while
 * the fundraiser shows them, and none once the setting is off.
 */

startEachTestFromTheSeed();
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const MY_FUNDRAISING = `${CAMPAIGN_PATH}/my-fundraising/`;

async function openDashboard(page: Page) {
  await logInAs(page, DEMO_USERS.fundraiser, MY_FUNDRAISING);
  await expect(page.getByRole('heading', { level: 1, name: 'My fundraising' })).toBeVisible();
  return {
    kit: page.getByRole('region', { name: 'Ask for support' }),
    shareStep: page
      .getByRole('list', { name: 'Your first week' })
      .getByRole('listitem')
      .filter({ hasText: 'Share your page' }),
  };
}

test('a copied message is recorded as a share: the checklist ticks it and the First share badge appears', async ({
  page,
}) => {
  const { kit, shareStep } = await openDashboard(page);
  await expect(shareStep).toContainText('To do');

  await kit.getByRole('tab', { name: 'Text' }).click();
  const message = kit.getByRole('textbox', { name: 'Text message' });
  await expect(message).toHaveValue(new RegExp(`Would you chip in\\? ${CAMPAIGN_URL}/fundraiser/2/$`));
  await expectNoAxeViolations(page);
  await message.fill('Sam, I am running for clean water: will you back me? /fundraiser/2/');
  await kit.getByRole('button', { name: 'Copy message' }).click();
  await expect(kit.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Sam, I am running for clean water: will you back me? /fundraiser/2/',
  );

  // The host recorded the share; the dashboard read again says so.
  await expect(shareStep).toContainText('Done');
  await expect(page.getByRole('list', { name: 'Milestones' }).getByText('First share')).toBeVisible();

  // The edit is a session draft: still there after a reload.
  await page.reload();
  await kit.getByRole('tab', { name: 'Text' }).click();
  await expect(kit.getByRole('textbox', { name: 'Text message' })).toHaveValue(/^Sam, I am running/);
});

test('the public page shows the earned badges while the fundraiser shows them, and none once they are hidden', async ({
  page,
}) => {
  await openDashboard(page);
  await page.goto(`${CAMPAIGN_PATH}/fundraiser/2/`);
  const badges = page.getByRole('list', { name: 'Milestones reached' });
  await expect(badges.getByText('First gift')).toBeVisible();

  await page.goto(MY_FUNDRAISING);
  const setting = page.getByRole('checkbox', { name: 'Show my milestones on my page' });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(setting).not.toBeChecked();
  await expect(setting).toBeEnabled();

  await page.goto(`${CAMPAIGN_PATH}/fundraiser/2/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frank Fundraiser' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Milestones reached' })).toHaveCount(0);
});
