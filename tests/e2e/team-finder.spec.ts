import { expect, test, type Page } from './test';
import { CAMPAIGN_PATH, DEMO_PASSWORD, DEMO_USERS, E2E_WORK } from './env';
import { expectNoAxeViolations } from './axe';

/*
 * The team finders: /register/teams/ (step 1 of the joinTeam flow, for visitors) and /select-team/ (a
 * logged-in fundraiser without a team). Both list public teams only and lead to /team/{id}/join/.
 */

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__test__/reset')).ok()).toBe(true);
});

/** Logs in through the API with the page's nonce, as the login form would. */
async function logIn(page: Page, user: string): Promise<void> {
  await page.goto(`${CAMPAIGN_PATH}/`);
  const status = await page.evaluate(
    async ({ user, password }) => {
      const { apiRoot, apiNonce } = (window as unknown as { GiveP2P: { apiRoot: string; apiNonce: string } }).GiveP2P;
      const response = await fetch(`${apiRoot}/fundraiser-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': apiNonce },
        body: JSON.stringify({ user_handle: user, password, campaign_id: 1 }),
      });
      return response.status;
    },
    { user, password: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
}

/** The team ids the finder lists (from its join links). */
async function listedTeamIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByRole('list', { name: 'Teams' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const match = new RegExp(`${CAMPAIGN_PATH}/team/(\\d+)/join/$`).exec(new URL(href, 'http://x').pathname);
    expect(match, href).not.toBeNull();
    return Number(match![1]);
  });
}

/** Private teams of the seed: ids 2, 7, 12, … (host/README.md). */
const isSeededPrivate = (id: number) => id % 5 === 2;

test('/register/teams/ is step 1 of joining a team and lists public teams that link to their join page', async ({
  page,
}) => {
  await page.goto(`${CAMPAIGN_PATH}/register/teams/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a team to join' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Progress' })).toContainText('Find Team');
  expect(await page.evaluate(() => sessionStorage.getItem('p2p-navigation-set'))).toBe('joinTeam');
  await expect(page.getByRole('list', { name: 'Teams' }).getByRole('article')).toHaveCount(9);
  const ids = await listedTeamIds(page);
  expect(ids.filter(isSeededPrivate)).toEqual([]);
  await expect(page.getByText(/Place$/)).toHaveCount(0);

  // Every page holds public teams only.
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/\?page=\d+$/);
  await expect(page.getByRole('list', { name: 'Teams' })).toHaveAttribute('aria-busy', 'false');
  expect((await listedTeamIds(page)).filter(isSeededPrivate)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search teams' }).fill('Crew');
  await expect(page).toHaveURL(/\?search=Crew$/);
  await expect(page.getByRole('list', { name: 'Teams' })).toHaveAttribute('aria-busy', 'false');
  const names = await page.getByRole('list', { name: 'Teams' }).locator('article > p').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('Crew');

  await page.getByRole('searchbox', { name: 'Search teams' }).fill('Clean Water');
  await page.getByRole('link', { name: 'Join Team Clean Water Crew' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAMPAIGN_PATH}/team/1/join/$`));
  await expect(page.locator('#p2p-app')).toHaveAttribute('data-team', /"id":1/);
});

test('/register/teams/ shows the no-match message', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/register/teams/?search=zzzz`);
  await expect(page.getByText('Nothing found for search term "zzzz".')).toBeVisible();
});

test('/select-team/ offers the finder to a fundraiser without a team', async ({ page }) => {
  await logIn(page, DEMO_USERS.solo);
  await page.goto(`${CAMPAIGN_PATH}/select-team/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a team to join' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Teams' }).getByRole('article')).toHaveCount(9);
  expect((await listedTeamIds(page)).filter(isSeededPrivate)).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Progress' })).toHaveCount(0);
});

test('/select-team/ sends a visitor away (fundraisers only)', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/select-team/`);
  await expect(page).not.toHaveURL(/select-team/);
});

for (const path of ['/register/teams/']) {
  test(`${path} has no axe violations at any impact`, async ({ page }) => {
    await page.goto(`${CAMPAIGN_PATH}${path}`);
    await expect(page.getByRole('list', { name: 'Teams' }).getByRole('article')).toHaveCount(9);
    await expectNoAxeViolations(page);
  });
}

test('/select-team/ has no axe violations at any impact', async ({ page }) => {
  await logIn(page, DEMO_USERS.solo);
  await page.goto(`${CAMPAIGN_PATH}/select-team/`);
  await expect(page.getByRole('list', { name: 'Teams' }).getByRole('article')).toHaveCount(9);
  await expectNoAxeViolations(page);
});

for (const width of [375, 1280]) {
  test(`/register/teams/ has no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${CAMPAIGN_PATH}/register/teams/`);
    await expect(page.getByRole('list', { name: 'Teams' }).getByRole('article')).toHaveCount(9);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${E2E_WORK}/screens/register-teams-${width}.png`, fullPage: true });
  });
}
