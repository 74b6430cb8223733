import { expect, test, type Page } from './test';
import { CAMPAIGN_PATH } from './env';

const HOSTILE = `'"></div><script>alert(1)</script>`;

/** The host page as the browser parsed it, without running the app (its bundle is blocked). */
async function hostData(page: Page, path: string) {
  await page.route('**/assets/dist/**', (route) => route.abort());
  await page.goto(path);
  return page.evaluate(() => {
    const mount = document.getElementById('p2p-app');
    if (!mount) throw new Error('#p2p-app is missing');
    const data = Object.fromEntries(
      Object.entries(mount.dataset).map(([k, v]) => [k, JSON.parse(v ?? 'null') as unknown]),
    );
    const config = (window as unknown as { GiveP2P: { apiRoot: string; apiNonce: string } }).GiveP2P;
    return { data, config, title: document.title, scripts: document.scripts.length };
  });
}

test.afterAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test('the host page carries valid JSON data and config', async ({ page }) => {
  const { data, config, title } = await hostData(page, `${CAMPAIGN_PATH}/team/1/`);
  expect(title).toBe('Run for Clean Water');
  expect(data.campaign).toMatchObject({ campaign_id: 1, base_url: CAMPAIGN_PATH, is_active: true });
  expect(data.auth).toEqual({ is_logged_in: false, user_id: 0, fundraiser_id: 0 });
  expect(data.team).toMatchObject({ id: 1, name: 'Clean Water Crew' });
  expect(Object.keys(data).sort()).toEqual([
    'auth',
    'campaign',
    'campaignStats',
    'donations',
    'sponsors',
    'team',
    'teamStats',
  ]);
  expect(config.apiRoot).toMatch(/\/wp-json\/give-api\/v2\/p2p-campaigns$/);
});

test('the API checks the nonce', async ({ page }) => {
  await hostData(page, `${CAMPAIGN_PATH}/`);
  const statuses = await page.evaluate(async () => {
    const { apiRoot, apiNonce } = (window as unknown as { GiveP2P: { apiRoot: string; apiNonce: string } }).GiveP2P;
    const url = `${apiRoot}/get-campaign-top-donors?campaign_id=1`;
    const without = await fetch(url, { headers: { 'Content-Type': 'application/json' } });
    const withNonce = await fetch(url, { headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': apiNonce } });
    return [without.status, ((await without.json()) as { code: string }).code, withNonce.status];
  });
  expect(statuses).toEqual([403, 'rest_cookie_invalid_nonce', 200]);
});

test('a hostile campaign title stays data', async ({ page, request }) => {
  expect((await request.post('/__test__/campaign', { data: { campaign_title: HOSTILE } })).ok()).toBe(true);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const { data, title, scripts } = await hostData(page, `${CAMPAIGN_PATH}/`);
  expect((data.campaign as { campaign_title: string }).campaign_title).toBe(HOSTILE);
  expect(title).toBe(HOSTILE);
  expect(scripts).toBe(2);
  expect(dialogs).toBe(0);
});
