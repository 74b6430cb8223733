import { expect, test, type Page } from '@playwright/test';
import { readDocsPages } from './stories';

/** What a prop table shows when react-docgen could not read a type (see .storybook/argTypes.ts). */
const UNREAD_TYPE = /\bunknown\b|NonNullable|\bPartial\b/;

async function openDocs(page: Page, id: string) {
  await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${id}&viewMode=docs`);
  await expect(page.locator('.sbdocs-content')).toBeVisible({ timeout: 30_000 });
  // Each story on the page renders after the docs frame; the last one's canvas settles the page.
  await page.waitForLoadState('networkidle');
}

/** Designers read these pages: prop tables name real types, and no story locks the page's scrolling. */
for (const docs of readDocsPages()) {
  test(`${docs.title} docs: real prop types, page not locked`, async ({ page }) => {
    await openDocs(page, docs.id);
    const rows = page.locator('.docblock-argstable tbody tr');
    const unread = (await rows.allTextContents()).filter((text) => UNREAD_TYPE.test(text));
    expect(unread, 'prop table rows whose type docgen could not read').toEqual([]);
    await expect(page.locator('[data-modal-overlay]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
}

test('the Modal docs page scrolls under the wheel and shows each open state', async ({ page }) => {
  await openDocs(page, 'primitives-modal--docs');
  await expect(page.getByRole('dialog', { name: 'Campaign closed' })).toBeVisible();
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
