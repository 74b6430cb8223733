import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { campaignRows, openAdminCampaigns } from './adminHelpers';
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
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
      [],
    );
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
    const titleLinks = campaignRows(page).locator('td:first-child a').first();
    const firstAsc = await titleLinks.textContent();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
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
      const traces = await page.evaluate(() => {
        const mount = document.getElementById('give-p2p-campaigns-app');
        const elements = [...(mount?.querySelectorAll('*') ?? []), ...document.querySelectorAll('[role="dialog"] *')];
        return {
          pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
          marked: document.querySelectorAll('[data-pwned]').length,
          injected: elements.filter((element) => /^(SCRIPT|IFRAME|OBJECT|EMBED|MATH)$/.test(element.tagName)).length,
          handlers: elements.flatMap((element) =>
            [...element.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
          ),
        };
      });
      expect(traces).toEqual({ pwned: null, marked: 0, injected: 0, handlers: [] });
    });
  });
});
