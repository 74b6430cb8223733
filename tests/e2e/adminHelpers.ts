import { expect, type Page } from '@playwright/test';
import { CAMPAIGN_PATH } from './env';
import { logIn } from './failureHelpers';
import { DEMO_USERS } from './env';

export const ADMIN_CAMPAIGNS = '/wp-admin/admin.php?page=p2p-campaigns';

/** Every admin REST call of the wire contract, with a harmless query or body (permission is checked first). */
export const ADMIN_CALLS: ReadonlyArray<{ name: string; method: 'GET' | 'POST'; params: Record<string, unknown> }> = [
  { name: 'get-campaigns', method: 'GET', params: {} },
  { name: 'get-teams', method: 'GET', params: { campaign_id: 1 } },
  { name: 'get-team-fundraisers', method: 'GET', params: { campaign_id: 1 } },
  { name: 'get-fundraiser', method: 'GET', params: { fundraiser_id: 2 } },
  { name: 'admin-get-team', method: 'GET', params: { team_id: 1 } },
  { name: 'get-delete-team-strategy', method: 'GET', params: { team_id: 1 } },
  { name: 'get-delete-fundraiser-strategy', method: 'GET', params: { fundraiser_id: 2 } },
  { name: 'clone-campaign', method: 'POST', params: { campaign_id: 1 } },
  { name: 'update-team-approval', method: 'POST', params: { team_ids: [1], status: 'active' } },
  { name: 'update-fundraiser-approval', method: 'POST', params: { fundraiser_ids: [2], status: 'active' } },
  { name: 'delete-team', method: 'POST', params: { team_id: 1, members: 'detachMembers' } },
  { name: 'delete-fundraiser', method: 'POST', params: { fundraiser_id: 2 } },
  {
    name: 'admin-add-wp-user',
    method: 'POST',
    params: { campaignId: 1, firstName: 'A', lastName: 'B', email: 'x@example.org' },
  },
  { name: 'admin-create-fundraiser', method: 'POST', params: { campaignId: 1, userId: 1, story: 'x', goal: 1 } },
  { name: 'admin-update-fundraiser', method: 'POST', params: { fundraiserId: 2, story: 'x', goal: 1 } },
  {
    name: 'admin-create-team',
    method: 'POST',
    params: { campaignId: 1, name: 'X', story: 'x', goal: 1, access: 'public' },
  },
  {
    name: 'admin-update-team',
    method: 'POST',
    params: { teamId: 1, name: 'X', story: 'x', goal: 1, access: 'public' },
  },
  {
    name: 'admin-add-team-captain',
    method: 'POST',
    params: { campaignId: 1, teamId: 1, firstName: 'A', lastName: 'B', email: 'y@example.org' },
  },
  { name: 'admin-update-team-captain', method: 'POST', params: { campaignId: 1, teamId: 1, captain: 2 } },
  {
    name: 'admin-send-team-invitation-emails',
    method: 'POST',
    params: { campaignId: 1, teamId: 1, emails: ['z@example.org'] },
  },
];

/** The REST nonce printed for the page's current session (a log-in changes it, as in WordPress). */
export async function sessionNonce(page: Page): Promise<string> {
  const html = await (await page.request.get(`${CAMPAIGN_PATH}/`)).text();
  return /"apiNonce":"([^"]+)"/.exec(html)?.[1] ?? '';
}

/** Logs the administrator in (API, cookie shared with the page) and opens the campaign list. */
export async function openAdminCampaigns(page: Page, hash = ''): Promise<void> {
  await logIn(page, DEMO_USERS.admin);
  await page.goto(`${ADMIN_CAMPAIGNS}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'P2P Campaigns' })).toBeVisible({ timeout: 20_000 });
  await expect(campaignRows(page).first()).toBeVisible({ timeout: 20_000 });
}

/** The campaign list's data rows. */
export function campaignRows(page: Page) {
  return page.getByRole('table', { name: 'Campaigns' }).locator('tbody tr');
}
