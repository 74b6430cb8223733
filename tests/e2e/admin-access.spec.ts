import { expect, test } from './test';
import { ADMIN_CALLS, ADMIN_CAMPAIGNS, sessionNonce } from './adminHelpers';
import { API_ROOT, DEMO_USERS } from './env';
import { logIn } from './failureHelpers';

const ADMIN_PAGES = [
  ADMIN_CAMPAIGNS,
  '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams',
  '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers',
  '/wp-admin/admin.php?page=p2p-add-campaign',
];

function call(page: import('@playwright/test').Page, nonce: string, entry: (typeof ADMIN_CALLS)[number]) {
  const url = `${API_ROOT}/${entry.name}`;
  const headers = { 'X-WP-Nonce': nonce };
  if (entry.method === 'GET') {
    const query = Object.fromEntries(Object.entries(entry.params).map(([key, value]) => [key, String(value)]));
    return page.request.get(url, { headers, params: query, maxRedirects: 0 });
  }
  return page.request.post(url, { headers, data: entry.params, maxRedirects: 0 });
}

test.describe('admin access', () => {
  test('logged out: every admin page redirects to the login page with the way back', async ({ page }) => {
    for (const path of ADMIN_PAGES) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe(`/wp-login.php?redirect_to=${encodeURIComponent(path)}`);
    }
  });

  test('logged out: every admin REST call answers 401', async ({ page }) => {
    const nonce = await sessionNonce(page);
    for (const entry of ADMIN_CALLS) {
      const response = await call(page, nonce, entry);
      expect(response.status(), entry.name).toBe(401);
      expect((await response.json()).code, entry.name).toBe('rest_not_logged_in');
    }
  });

  test('a logged-in non-administrator gets 403 from every admin page and REST call', async ({ page }) => {
    await logIn(page, DEMO_USERS.captain);
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText('Sorry, you are not allowed to access this page.')).toBeVisible();
      await expect(page.locator('#give-p2p-campaigns-app')).toHaveCount(0);
    }
    const nonce = await sessionNonce(page);
    for (const entry of ADMIN_CALLS) {
      const response = await call(page, nonce, entry);
      expect(response.status(), entry.name).toBe(403);
      const body = await response.json();
      expect(body.code, entry.name).toBe('rest_forbidden');
      expect(body.message, entry.name).toBe('Sorry, you are not allowed to do that.');
    }
  });

  test('the administrator gets the admin page with the app', async ({ page }) => {
    await logIn(page, DEMO_USERS.admin);
    const response = await page.goto(ADMIN_CAMPAIGNS);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'P2P Campaigns' })).toBeVisible();
  });
});
