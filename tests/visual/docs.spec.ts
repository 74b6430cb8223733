import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import './show-story'; // the preview's window globals
import { readDocsPages } from './stories';
import { REPO_ROOT } from './storybook-build';

const DOCS = readDocsPages();

/** What a prop table shows when react-docgen could not read a type (see .storybook/argTypes.ts). */
const UNREAD_TYPE = /\bunknown\b|NonNullable|\bPartial\b/;
/**
 * A stories file that can draw a dialog open as it renders (a dialog, an `open` prop): on its docs page every
 * such story renders at once, and one modal among them locks the page. Dialogs that a play function opens never
 * open on a docs page (play functions do not run there).
 */
const MAY_OPEN_A_DIALOG = /\b(Modal|Dialog|ConfirmModal)\b|defaultOpen|\bopen\b/;

async function openDocs(page: Page, id: string) {
  await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${id}&viewMode=docs`);
  await expect(page.locator('.sbdocs-content')).toBeVisible({ timeout: 30_000 });
  // Each story on the page renders after the docs frame; the last one's canvas settles the page.
  await page.waitForLoadState('networkidle');
}

interface TableRow {
  title: string;
  prop: string;
  text: string;
}

/**
 * Designers read the prop tables: each names real types. Read for every component at once from the preview's story
 * store, which holds each story's argTypes as the docs page's table prints them (docgen's rows, then the stories'
 * own), so one load checks every page instead of rendering 80 docs pages.
 */
test('every docs page’s prop table names real types', async ({ page }) => {
  await openDocs(page, DOCS[0]?.id ?? '');
  const rows = await page.evaluate(
    async (titles) => {
      const preview = window.__STORYBOOK_PREVIEW__;
      if (!preview?.extract) throw new Error('the preview has no story store to read');
      const seen = new Set<string>();
      const found: TableRow[] = [];
      for (const entry of Object.values(await preview.extract())) {
        if (!titles.includes(entry.title) || seen.has(entry.title)) continue;
        seen.add(entry.title);
        for (const [prop, argType] of Object.entries(entry.argTypes)) {
          if (argType.table?.disable) continue;
          const text = [argType.table?.type?.summary ?? argType.type?.name, argType.table?.defaultValue?.summary]
            .filter(Boolean)
            .join(' ');
          found.push({ title: entry.title, prop, text });
        }
      }
      return { found, seen: [...seen] };
    },
    DOCS.map((entry) => entry.title),
  );
  expect(rows.seen.sort(), 'every docs page has its stories in the store').toEqual(
    DOCS.map((entry) => entry.title).sort(),
  );
  expect(rows.found.length, 'prop rows read').toBeGreaterThan(100);
  const unread = rows.found.filter((row) => UNREAD_TYPE.test(row.text));
  expect(unread, 'prop table rows whose type docgen could not read').toEqual([]);
});

/** No story locks the scrolling of a docs page it sits on (the pages whose stories can draw a dialog open). */
for (const docs of DOCS.filter((entry) =>
  MAY_OPEN_A_DIALOG.test(readFileSync(join(REPO_ROOT, entry.importPath), 'utf8')),
)) {
  test(`${docs.title} docs: page not locked`, async ({ page }) => {
    await openDocs(page, docs.id);
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
