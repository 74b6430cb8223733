import { expect, type Locator, test } from './test';
import { waitForQuietNetwork } from './quietNetwork';
import { CAMPAIGN_PATH } from './env';
import { recordApiCalls, revealWholePage } from './visitorHelpers';
import { expectNoAxeViolations } from './axe';

const HOME = `${CAMPAIGN_PATH}/`;

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test('the home page shows the campaign with real data', async ({ page }) => {
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Run for Clean Water' })).toBeVisible();
  await expect(page.getByText('Lace up and raise money for wells')).toBeVisible();
  const stats = page.getByRole('group', { name: 'Campaign statistics' });
  await expect(stats).toContainText(/raised of \$150,000 goal/);
  await expect(stats).toContainText('Teams');
  await expect(page.getByRole('progressbar', { name: 'Progress toward the campaign goal' })).toBeVisible();

  await revealWholePage(page);
  const teams = page.getByRole('region', { name: 'Top Teams' });
  await expect(teams.getByRole('listitem')).toHaveCount(6);
  await expect(teams.getByText('1st Place')).toBeVisible();
  // Per-team links are full page loads to the campaign's team URL.
  await expect(teams.getByRole('link', { name: /^View Team / }).first()).toHaveAttribute(
    'href',
    /\/campaigns\/run-for-clean-water\/team\/\d+\/$/,
  );
  const fundraisers = page.getByRole('region', { name: 'Top Fundraisers' });
  await expect(fundraisers.getByRole('listitem')).toHaveCount(6);
  await expect(fundraisers.getByText('3rd Place')).toBeVisible();

  const sponsors = page.getByRole('region', { name: 'Our Sponsors' });
  await expect(sponsors.getByRole('img')).toHaveCount(5);
  await expect(sponsors.getByRole('link', { name: /AquaPure/ })).toHaveAttribute('rel', 'noopener noreferrer');
  const logo = sponsors.getByRole('img', { name: 'AquaPure' });
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'View All Teams' }).click();
  await expect(page).toHaveURL(/\/team-leaderboard\/$/);
});

test('one ranking: the home page’s top teams are the team leaderboard’s first places, closed teams included', async ({
  page,
}) => {
  /** The team each of the first three cards links to, with its place badge. */
  const podium = (cards: Locator) =>
    Promise.all(
      [0, 1, 2].map(async (i) => ({
        href: await cards.nth(i).getByRole('link').first().getAttribute('href'),
        place: await cards
          .nth(i)
          .getByText(/Place$/)
          .textContent(),
      })),
    );
  await page.goto(HOME);
  await revealWholePage(page);
  const teams = page.getByRole('region', { name: 'Top Teams' }).getByRole('listitem');
  await expect(teams).toHaveCount(6);
  const home = await podium(teams);
  await page.goto(`${CAMPAIGN_PATH}/team-leaderboard/`);
  const board = page.getByRole('list', { name: 'Teams' }).getByRole('listitem');
  await expect(board.first().getByText('1st Place')).toBeVisible();
  expect(home).toEqual(await podium(board));
  expect(home.map((x) => x.place)).toEqual(['1st Place', '2nd Place', '3rd Place']);
});

test('the first screen makes no API call; heading down the page loads the two lists, none twice', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(HOME);
  await expect(page.getByRole('group', { name: 'Campaign statistics' })).toBeVisible();
  await waitForQuietNetwork(page);
  // Hero and stats come from the host data; the rest waits until it is needed.
  expect(calls).toEqual([]);
  await expect(page.getByRole('region', { name: 'Top Teams' })).toHaveCount(0);

  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('region', { name: 'Top Fundraisers' }).getByRole('listitem')).toHaveCount(6);
  await waitForQuietNetwork(page);
  console.log(`[home] API calls once scrolled (${calls.length}):\n  ${calls.join('\n  ')}`);
  expect(calls).toHaveLength(2);
  expect(new Set(calls).size).toBe(calls.length);
  expect(calls.some((call) => call.startsWith('get-campaign-teams-search'))).toBe(true);
  expect(calls.some((call) => call.startsWith('get-campaign-fundraisers-search'))).toBe(true);
});

test('without any scrolling, an idle page still renders everything below the fold', async ({ page }) => {
  await page.goto(HOME);
  await expect(page.getByRole('region', { name: 'About this Campaign' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Top Teams' }).getByRole('listitem')).toHaveCount(6);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('searching teams filters the list after typing stops', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto(HOME);
  await revealWholePage(page);
  const teams = page.getByRole('region', { name: 'Top Teams' });
  await expect(teams.getByRole('listitem')).toHaveCount(6);
  // Fast typing (a key every 40 ms) sends one search, for the whole term, after the 500 ms pause.
  await teams.getByRole('searchbox', { name: 'Search teams' }).pressSequentially('Clean Water', { delay: 40 });
  await expect(teams.getByRole('link', { name: /^View Team Clean Water Crew/ })).toBeVisible();
  await expect(teams.getByRole('listitem')).toHaveCount(1);
  await expect(teams.getByText(/Place$/)).toHaveCount(0);
  const searches = calls.filter((call) => call.startsWith('get-campaign-teams-search') && !call.includes('search=&'));
  expect(searches).toHaveLength(1);
  expect(searches[0]).toContain('search=Clean+Water');

  await teams.getByRole('searchbox', { name: 'Search teams' }).fill('zzzqqq');
  await expect(teams.getByText('Nothing found for search term "zzzqqq".')).toBeVisible();
});

test('the donation tabs switch, and top donors load when opened', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto(HOME);
  await revealWholePage(page);
  const recent = page.getByRole('tabpanel', { name: 'Recent Donations' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  expect(calls.some((call) => call.startsWith('get-campaign-top-donors'))).toBe(false);
  await page.getByRole('tab', { name: 'Top Donors' }).click();
  const top = page.getByRole('tabpanel', { name: 'Top Donors' });
  await expect(top.getByRole('listitem')).toHaveCount(10);
  expect(calls.filter((call) => call.startsWith('get-campaign-top-donors'))).toHaveLength(1);
  await page.getByRole('tab', { name: 'Recent Donations' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Recent Donations' })).toBeVisible();
});

test('Read More expands the campaign story and Read Less folds it', async ({ page }) => {
  await page.goto(HOME);
  await revealWholePage(page);
  const about = page.getByRole('region', { name: 'About this Campaign' });
  await expect(about.getByText('One in four people')).toBeVisible();
  await expect(about.getByText('drilling and repairing wells')).toBeHidden();
  const toggle = about.getByRole('button', { name: 'Read More' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(about.getByText('drilling and repairing wells')).toBeVisible();
  await expect(about.getByRole('link', { name: 'the projects we funded last year' })).toHaveAttribute(
    'href',
    'https://example.org/water-projects',
  );
  await expect(about.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
});

test('the home page has no axe violation at any impact', async ({ page }) => {
  await page.goto(HOME);
  await revealWholePage(page);
  await expect(page.getByRole('region', { name: 'Top Teams' }).getByRole('listitem')).toHaveCount(6);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Top Donors' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Top Donors' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
