import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page, test } from './test';
import { signIn } from './accountHelpers';
import { wire } from './nonceWire';
import { DEMO_USERS } from './env';

// The admin CSV export (docs/fundraising-tools.md, csv-export) in a real browser: a plain press of the link makes
// the app fetch the file (nonce in the X-WP-Nonce header, renewed when expired) and save it from a blob, so only a
// browser shows that the session cookie, the file name and the bytes arrive as a spreadsheet would get them.

const FUNDRAISERS = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';

async function openFundraisersTab(page: Page): Promise<Locator> {
  await signIn(page, DEMO_USERS.admin);
  await page.goto(FUNDRAISERS);
  await expect(page.getByRole('heading', { name: 'Fundraisers' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Export CSV (all fundraisers of this campaign)' });
  await expect(link).toBeVisible();
  return link;
}

/** The export calls and nonce renewals seen on the wire (the list's own reads may revalidate meanwhile). */
const exportCalls = (calls: string[]): string[] =>
  calls.filter((call) => call.startsWith('export-campaign-csv ') || call.startsWith('renew '));

/** The keyboard path: the link takes focus and Enter presses it; the file arrives under the host's name. */
async function downloadWithEnter(page: Page, link: Locator): Promise<Download> {
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('campaign-1-fundraisers.csv');
  expect(await download.failure()).toBeNull();
  return download;
}

/** The fundraisers CSV as the host writes it. */
async function expectFundraisersCsv(download: Download): Promise<void> {
  const bytes = await readFile(await download.path());
  // A UTF-8 byte order mark, so a spreadsheet reads names in any script.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('ID,Name,Email,Team,Status,Goal,Raised,Donations,Created');
  // A seeded fundraiser of the demo: Frank, in Carla's team, approved.
  expect(lines.find((line) => line.startsWith('2,'))).toMatch(
    /^2,Frank Fundraiser,fundraiser@example\.org,Clean Water Crew,active,500,\d+(\.\d+)?,\d+,2025-03-03T13:42:00Z$/,
  );
  expect(lines.at(-1)).toBe('');
}

test('an administrator downloads the fundraisers CSV from the fundraisers tab', async ({ page }) => {
  const link = await openFundraisersTab(page);
  const calls = wire(page);
  await expectFundraisersCsv(await downloadWithEnter(page, link));
  expect(exportCalls(calls)).toEqual(['export-campaign-csv 200']);
  // The page stays where it was, with no message: a download, not a move.
  await expect(page).toHaveURL(new RegExp(`${FUNDRAISERS.replace(/[?.]/g, '\\$&')}`));
  await expect(link).toBeFocused();
  await expect(page.getByTestId('admin-flash')).toHaveCount(0);
});

test('a tab left open past the nonce’s life: the nonce is renewed and the same file arrives, not a saved error', async ({
  page,
  request,
}) => {
  const link = await openFundraisersTab(page);
  // The link's href still carries the page's nonce, which the host now refuses.
  expect((await request.post('/__test__/expire-nonces')).ok()).toBe(true);
  const calls = wire(page);
  await expectFundraisersCsv(await downloadWithEnter(page, link));
  expect(exportCalls(calls)).toEqual(['export-campaign-csv 403', 'renew rest-nonce 200', 'export-campaign-csv 200']);
  await expect(page.getByTestId('admin-flash')).toHaveCount(0);
});
