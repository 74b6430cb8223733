import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './accountHelpers';
import { DEMO_USERS } from './env';

// The admin CSV export (docs/fundraising-tools.md, csv-export) in a real browser: the link is a plain download
// (nonce in the query, no script), so only a browser shows that the session cookie, the file name and the bytes
// arrive as a spreadsheet would get them.

const FUNDRAISERS = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';

test('an administrator downloads the fundraisers CSV from the fundraisers tab', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin);
  await page.goto(FUNDRAISERS);
  await expect(page.getByRole('heading', { name: 'Fundraisers' })).toBeVisible();

  const link = page.getByRole('link', { name: 'Export CSV (all fundraisers of this campaign)' });
  await expect(link).toBeVisible();
  // The keyboard path: the link takes focus and Enter follows it.
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('campaign-1-fundraisers.csv');
  expect(await download.failure()).toBeNull();

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
  // The page stays where it was: a download, not a move.
  await expect(page).toHaveURL(new RegExp(`${FUNDRAISERS.replace(/[?.]/g, '\\$&')}`));
});
