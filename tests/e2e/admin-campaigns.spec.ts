import { expect, test } from './test';
import {
  ADMIN_CAMPAIGNS,
  campaignListSettled,
  campaignRows,
  injectionTraces,
  openAdminCampaigns,
  tabTo,
} from './adminHelpers';
import { expectNoAxeViolations } from './axe';
import { DEMO_USERS } from './env';
import { logIn } from './failureHelpers';
import { HOSTILE_TEXT } from './fixtures/hostileCorpus';

// The list's code arrives in its own chunk; on a loaded two-core machine the first screen takes seconds.
test.describe.configure({ timeout: 90_000 });

test.describe('admin campaign list', () => {
  test('lists campaigns with progress, counts and actions; axe finds nothing at any impact', async ({ page }) => {
    await openAdminCampaigns(page);
    await expect(campaignRows(page)).toHaveCount(10);
    const first = campaignRows(page).first();
    await expect(first.getByRole('progressbar')).toBeVisible();
    await expect(first.getByText(/ of .* goal$/)).toBeVisible();
    await expect(first.getByRole('link', { name: /^\d+ Teams?$/ })).toHaveAttribute('href', /tab=teams/);
    await expect(first.getByRole('link', { name: /^View “/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('navigation', { name: 'Campaign pages' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('filter, sort and page live in the hash and survive a reload', async ({ page }) => {
    await openAdminCampaigns(page);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    await expect(page).toHaveURL(/#\/\?status=draft$/);
    await expect(campaignRows(page).first().getByText('Draft', { exact: true })).toBeVisible();
    const drafts = await campaignRows(page).count();
    for (let i = 0; i < drafts; i += 1) await expect(campaignRows(page).nth(i)).toContainText('Draft');

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: /^Title/ }).click();
    await expect(page).toHaveURL(/sort=campaign_title&direction=desc/);
    await page.getByRole('button', { name: /^Title/ }).click();
    await expect(page).toHaveURL(/sort=campaign_title&direction=asc/);
    await campaignListSettled(page);
    const titleLinks = campaignRows(page).locator('td:first-child a').first();
    const firstAsc = await titleLinks.textContent();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await campaignListSettled(page);
    const secondPageFirst = await campaignRows(page).locator('td:first-child a').first().textContent();
    expect(secondPageFirst).not.toBe(firstAsc);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(campaignRows(page).locator('td:first-child a').first()).toHaveText(secondPageFirst ?? '');
  });

  test('duplicates a campaign: confirm, flash with a link to the copy, the copy is a draft', async ({ page }) => {
    await openAdminCampaigns(page, '#/?sort=campaign_title&direction=asc');
    const row = campaignRows(page).first();
    const title = (await row.locator('td:first-child a').first().textContent()) ?? '';
    await row.getByRole('button', { name: `Duplicate “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    const flash = page.getByTestId('admin-flash');
    await expect(flash).toContainText('Campaign duplicated.');
    await expect(flash).toBeFocused();
    const edit = flash.getByRole('link', { name: `Edit ${title} (copy)` });
    await expect(edit).toHaveAttribute('href', /page=p2p-edit-campaign&id=\d+/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    await expect(page.getByRole('link', { name: `${title} (copy)`, exact: true })).toBeVisible();
  });

  test('keyboard only: filter, sort, open and cancel the duplicate dialog', async ({ page }) => {
    await openAdminCampaigns(page);
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/status=active/);
    await page.keyboard.press('Tab'); // Reset
    await expect(page.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/$/);
    const sortTitle = page.getByRole('button', { name: /^Title/ });
    await sortTitle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
    await campaignListSettled(page);
    const duplicate = campaignRows(page)
      .first()
      .getByRole('button', { name: /^Duplicate “/ });
    await duplicate.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(duplicate).toBeFocused();
  });

  test('keyboard only: duplicate with Enter, confirm in the dialog, the copy listed; pagination reached by Tab', async ({
    page,
  }) => {
    await openAdminCampaigns(page, '#/?sort=campaign_title&direction=asc');
    const first = campaignRows(page).first();
    const title = (await first.locator('td:first-child a').first().textContent()) ?? '';
    await tabTo(first.getByRole('button', { name: `Duplicate “${title}”` }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
    await expect(dialog).toBeVisible();
    // Focus starts on Cancel (the safe choice); the confirm button is the next stop.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const flash = page.getByTestId('admin-flash');
    await expect(flash).toContainText('Campaign duplicated.');
    await expect(flash).toBeFocused();
    // Sorted by title, the copy comes right after its original.
    await expect(campaignRows(page).nth(1).locator('td:first-child a').first()).toHaveText(`${title} (copy)`);
    await expect(campaignRows(page).nth(1)).toContainText('Draft');

    const next = page.getByRole('navigation', { name: 'Campaign pages' }).getByRole('button', { name: 'Page 2' });
    // Ten rows of seven stops each (title, teams, fundraisers, Edit, View, Duplicate, Export donations) lie between.
    await tabTo(next, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/\?sort=campaign_title&direction=asc&page=2$/);
    await expect(next).toHaveAttribute('aria-current', 'page');
    await expect(campaignRows(page).first().locator('td:first-child a').first()).not.toHaveText(title);
  });

  test('axe finds nothing at any impact level on the whole page with the duplicate dialog open', async ({ page }) => {
    await openAdminCampaigns(page);
    await campaignRows(page)
      .first()
      .getByRole('button', { name: /^Duplicate “/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
    await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('a status with no campaigns', () => {
    // The seed has every status; its three inactive campaigns (4, 8, 13) are made active for this test.
    test.beforeAll(async ({ request }) => {
      for (const id of [4, 8, 13]) {
        expect((await request.post('/__test__/campaign', { data: { id, is_active: true } })).ok()).toBe(true);
      }
    });
    test.afterAll(async ({ request }) => {
      await request.post('/__test__/reset');
    });

    test('the filtered-empty state offers every campaign back; axe finds nothing at any impact level', async ({
      page,
    }) => {
      await logIn(page, DEMO_USERS.admin);
      await page.goto(`${ADMIN_CAMPAIGNS}#/?status=inactive`);
      await expect(page.getByText('No campaigns match this filter.')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Show all campaigns' }).click();
      await expect(page).toHaveURL(/#\/$/);
      await expect(campaignRows(page)).toHaveCount(10);
    });
  });

  test.describe('a hostile campaign title', () => {
    const hostile = `A hostile campaign ${HOSTILE_TEXT}`;
    test.beforeAll(async ({ request }) => {
      expect((await request.post('/__test__/campaign', { data: { id: 1, campaign_title: hostile } })).ok()).toBe(true);
    });
    test.afterAll(async ({ request }) => {
      await request.post('/__test__/reset');
    });

    test('renders as text in the table, the row actions and the duplicate dialog', async ({ page }) => {
      await openAdminCampaigns(page, '#/?sort=campaign_title&direction=asc');
      const row = campaignRows(page).first();
      await expect(row.locator('td:first-child a').first()).toHaveText(hostile);
      await expect(row.getByRole('link', { name: `View “${hostile}”` })).toBeVisible();
      await row.getByRole('button', { name: `Duplicate “${hostile}”` }).click();
      const dialog = page.getByRole('dialog', { name: 'Duplicate campaign' });
      await expect(dialog).toContainText(hostile);
      expect(await injectionTraces(page)).toEqual({ pwned: null, marked: 0, injected: 0, handlers: [] });
    });
  });
});
