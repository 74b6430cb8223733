import { expect, test, type Page } from './test';
import { CAMPAIGN_PATH, E2E_WORK } from './env';
import { expectNoAxeViolations } from './axe';

/*
 * The team and fundraiser leaderboards against the reference host: real data, paging through the
 * pagination with the URL and the back button, searching. Timings and the JS each route loads are
 * measurements, not checks: `npm run bench` takes them (scripts/bench.mjs, scripts/bench/timings.mjs).
 */

const BOARDS = [
  {
    name: 'team',
    path: '/team-leaderboard/',
    list: 'Teams',
    search: 'Search teams',
    total: 'Total Teams',
    term: 'Crew',
    api: 'get-campaign-teams-search',
    extra: '&showClosedTeams=1',
  },
  {
    name: 'fundraiser',
    path: '/fundraiser-leaderboard/',
    list: 'Fundraisers',
    search: 'Search fundraisers',
    total: 'Total Fundraisers',
    term: 'Garcia',
    api: 'get-campaign-fundraisers-search',
    extra: '',
  },
] as const;

type Board = (typeof BOARDS)[number];

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

/** What the API says for a query, read from inside the page (the API wants the page's nonce). */
async function apiTotal(page: Page, board: Board, search: string): Promise<number> {
  return page.evaluate(
    async ({ api, extra, search }) => {
      const { apiRoot, apiNonce } = (window as unknown as { GiveP2P: { apiRoot: string; apiNonce: string } }).GiveP2P;
      const response = await fetch(
        `${apiRoot}/${api}?campaign_id=1&page=1&per_page=9&search=${encodeURIComponent(search)}${extra}`,
        {
          headers: { 'X-WP-Nonce': apiNonce },
        },
      );
      return ((await response.json()) as { total: number }).total;
    },
    { api: board.api, extra: board.extra, search },
  );
}

/** The names on the cards now listed. */
async function cardNames(page: Page, board: Board): Promise<string[]> {
  return page.getByRole('list', { name: board.list }).getByRole('article').locator(':scope > p').allTextContents();
}

for (const board of BOARDS) {
  test.describe(`${board.name} leaderboard`, () => {
    test('shows 9 with rank badges, pages through the pagination with the URL and the back button', async ({
      page,
    }) => {
      await page.goto(`${CAMPAIGN_PATH}${board.path}`);
      const list = page.getByRole('list', { name: board.list });
      await expect(list.getByRole('article')).toHaveCount(9);
      const total = await apiTotal(page, board, '');
      await expect(page.getByText(`Showing 1 - 9 of ${total} ${board.total}`)).toBeVisible();
      const cards = list.getByRole('article');
      await expect(cards.nth(0).getByText('1st Place')).toBeVisible();
      await expect(cards.nth(1).getByText('2nd Place')).toBeVisible();
      await expect(cards.nth(2).getByText('3rd Place')).toBeVisible();
      await expect(cards.nth(3).getByText(/Place$/)).toHaveCount(0);

      const firstPage = await cardNames(page, board);
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(page.getByText(`Showing 10 - 18 of ${total} ${board.total}`)).toBeVisible();
      await expect(list).not.toHaveAttribute('aria-busy', 'true');
      // Page 2 shows other items, not page 1 again under a new label.
      const secondPage = await cardNames(page, board);
      expect(secondPage).toHaveLength(9);
      expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${board.path}\\?page=2$`));
      await expect(page.getByText(/Place$/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${board.path}$`));
      await expect(page.getByText(`Showing 1 - 9 of ${total} ${board.total}`)).toBeVisible();
      await expect(page.getByText('1st Place')).toBeVisible();
      await page.goForward();
      await expect(page.getByText(`Showing 10 - 18 of ${total} ${board.total}`)).toBeVisible();
    });

    test(`searching '${board.term}' filters, 'zzzz' finds nothing, a shared link opens the search`, async ({
      page,
    }) => {
      await page.goto(`${CAMPAIGN_PATH}${board.path}`);
      await expect(page.getByRole('list', { name: board.list }).getByRole('article')).toHaveCount(9);
      const matches = await apiTotal(page, board, board.term);
      expect(matches).toBeGreaterThan(0);

      const box = page.getByRole('searchbox', { name: board.search });
      await box.fill(board.term);
      await expect(page.getByText(`Showing 1 - ${Math.min(9, matches)} of ${matches} ${board.total}`)).toBeVisible();
      await expect(page.getByRole('list', { name: board.list })).not.toHaveAttribute('aria-busy', 'true');
      const names = await cardNames(page, board);
      expect(names).toHaveLength(Math.min(9, matches));
      expect(names.filter((name) => !name.toLowerCase().includes(board.term.toLowerCase()))).toEqual([]);
      await expect(page.getByText(/Place$/)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`\\?search=${board.term}$`));

      await box.fill('zzzz');
      await expect(page.getByText('Nothing found for search term "zzzz".')).toBeVisible();
      await expect(page.getByRole('list', { name: board.list })).toHaveCount(0);
      // The next step (issue 26): clearing the search brings the list back and the focus to the field.
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('');
      await expect(page.getByRole('list', { name: board.list }).getByRole('article')).toHaveCount(9);

      await page.goto(`${CAMPAIGN_PATH}${board.path}?search=${board.term}`);
      await expect(page.getByRole('searchbox', { name: board.search })).toHaveValue(board.term);
      await expect(page.getByText(`Showing 1 - ${Math.min(9, matches)} of ${matches} ${board.total}`)).toBeVisible();
    });

    test('a page above the last shows the error text; an invalid page is page 1', async ({ page }) => {
      await page.goto(`${CAMPAIGN_PATH}${board.path}?page=999`);
      await expect(
        page.getByText(`Something went wrong while loading campaign ${board.list.toLowerCase()}.`),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Go to the first page' }).click();
      await expect(page.getByText('1st Place')).toBeVisible();
      await page.goto(`${CAMPAIGN_PATH}${board.path}?page=abc`);
      await expect(page.getByText('1st Place')).toBeVisible();
    });

    test('cards link to the item pages with a full page load', async ({ page }) => {
      await page.goto(`${CAMPAIGN_PATH}${board.path}`);
      const first = page.getByRole('list', { name: board.list }).getByRole('article').first();
      const link = first.getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`${CAMPAIGN_PATH}/${board.name}/\\d+/$`));
      await link.click();
      await expect(page).toHaveURL(href!);
      await expect(page.locator('#p2p-app')).toHaveAttribute(`data-${board.name}`, /"id"/);
    });

    test('has no axe violations at any impact', async ({ page }) => {
      await page.goto(`${CAMPAIGN_PATH}${board.path}`);
      await expect(page.getByText('1st Place')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const width of [375, 1280]) {
      test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${CAMPAIGN_PATH}${board.path}`);
        await expect(page.getByText('1st Place')).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // Compact rows (issue 26): a page of nine was 2,400 px of cards with View buttons on a phone.
        const list = await page.getByRole('list', { name: board.list }).boundingBox();
        expect(list?.height).toBeLessThan(1000);
        await page.screenshot({ path: `${E2E_WORK}/screens/${board.name}-leaderboard-${width}.png`, fullPage: true });
      });
    }
  });
}
