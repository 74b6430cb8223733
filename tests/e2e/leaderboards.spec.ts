import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CAMPAIGN_PATH, E2E_WORK } from './env';

/*
 * The team and fundraiser leaderboards against the reference host: real data, paging through the
 * pagination with the URL and the back button, searching, and the figures the lead asked for (time from
 * typing to results minus the 500 ms debounce, from clicking page 2 to page 2 shown, JS the route loads).
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

/**
 * Starts watching, in the page, for `check` to hold (every animation frame, from before the action) and
 * returns a function that resolves with performance.now() at the first frame it held.
 */
async function watchFor(page: Page, check: string, arg: unknown): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ check, arg }) => {
      const w = window as unknown as { __shownAt?: number };
      delete w.__shownAt;
      // eslint-disable-next-line no-new-func
      const test = new Function('arg', check) as (arg: unknown) => boolean;
      const poll = () => {
        if (test(arg)) w.__shownAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    { check, arg },
  );
  return async () => {
    const handle = await page.waitForFunction(
      () => (window as unknown as { __shownAt?: number }).__shownAt ?? false,
      null,
      { timeout: 10_000 },
    );
    return (await handle.jsonValue()) as number;
  };
}

/** Records in the page when the next `type` event happens (the user's action, without the test driver's overhead). */
async function markUserEvent(page: Page, type: 'click' | 'input'): Promise<void> {
  await page.evaluate((type) => {
    const w = window as unknown as { __userEventAt?: number };
    delete w.__userEventAt;
    document.addEventListener(type, () => (w.__userEventAt ??= performance.now()), { capture: true, once: true });
  }, type);
}

async function userEventAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __userEventAt: number }).__userEventAt);
}

/** The newest request to `api`, from the page's resource timing: when it started and ended (page clock). */
async function lastRequest(page: Page, api: string): Promise<{ start: number; end: number }> {
  return page.evaluate((api) => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.includes(`/${api}?`))
      .at(-1);
    return { start: entry?.startTime ?? Number.NaN, end: entry?.responseEnd ?? Number.NaN };
  }, api);
}

/** 'N ms (request sent after A ms, answered in B ms, on screen C ms later)'. */
async function timing(page: Page, api: string, from: number, to: number): Promise<string> {
  const request = await lastRequest(page, api);
  const ms = (x: number) => Math.round(x);
  return `${ms(to - from)} ms (request sent after ${ms(request.start - from)} ms, answered in ${ms(request.end - request.start)} ms, on screen ${ms(to - request.end)} ms later)`;
}

const NOT_BUSY_AND_SHOWING = `
  const status = document.querySelector('p[role=status]');
  const list = document.querySelector('ul[aria-label="' + arg.list + '"]');
  return !!list && list.getAttribute('aria-busy') !== 'true' && (status?.textContent ?? '').startsWith(arg.showing);
`;

const ALL_NAMES_MATCH = `
  const list = document.querySelector('ul[aria-label="' + arg.list + '"]');
  if (!list || list.getAttribute('aria-busy') === 'true') return false;
  const names = [...list.querySelectorAll('article > p')].map((p) => p.textContent.toLowerCase());
  return names.length > 0 && names.every((name) => name.includes(arg.term.toLowerCase()));
`;

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

      await markUserEvent(page, 'click');
      const page2Shown = await watchFor(page, NOT_BUSY_AND_SHOWING, {
        list: board.list,
        showing: `Showing 10 - 18 of ${total}`,
      });
      await page.getByRole('button', { name: 'Page 2' }).click();
      const before = await userEventAt(page);
      const shown = await page2Shown();
      console.log(
        `[measure] ${board.name} leaderboard: click 'Page 2' → page 2 shown in ${await timing(page, board.api, before, shown)}`,
      );
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
      await markUserEvent(page, 'input');
      const resultsShown = await watchFor(page, ALL_NAMES_MATCH, { list: board.list, term: board.term });
      await box.fill(board.term);
      const typed = await userEventAt(page);
      const shown = await resultsShown();
      console.log(
        `[measure] ${board.name} leaderboard: typing '${board.term}' → results shown ${Math.round(shown - typed - 500)} ms after the 500 ms debounce; in all ${await timing(page, board.api, typed, shown)}`,
      );
      await expect(page.getByText(`Showing 1 - ${Math.min(9, matches)} of ${matches} ${board.total}`)).toBeVisible();
      await expect(page.getByText(/Place$/)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`\\?search=${board.term}$`));

      await box.fill('zzzz');
      await expect(page.getByText('Nothing found for search term "zzzz".')).toBeVisible();
      await expect(page.getByRole('list', { name: board.list })).toHaveCount(0);

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

    test('has no serious or critical axe violations', async ({ page }) => {
      await page.goto(`${CAMPAIGN_PATH}${board.path}`);
      await expect(page.getByText('1st Place')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
        await page.screenshot({ path: `${E2E_WORK}/screens/${board.name}-leaderboard-${width}.png`, fullPage: true });
      });
    }
  });
}

test('the leaderboard route loads this much JS (gzip)', async ({ page }) => {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  await page.goto(`${CAMPAIGN_PATH}/team-leaderboard/`);
  await expect(page.getByText('1st Place')).toBeVisible();
  let gzip = 0;
  let raw = 0;
  const files: string[] = [];
  for (const [url, body] of bodies) {
    const bytes = await body;
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    files.push(`${url.split('/').at(-1)} ${zipped}`);
  }
  console.log(
    `[measure] /team-leaderboard/ loads ${bodies.size} JS files: ${raw} bytes, ${gzip} bytes gzip (${files.join(', ')})`,
  );
  expect(bodies.size).toBeGreaterThan(0);
});
