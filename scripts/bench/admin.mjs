// The admin entry's first screen for the bench: an administrator's session, then the campaign list page.

/** Demo administrator of the seeded host (host/README.md). */
export const ADMIN_LOGIN = { handle: 'admin@example.org', password: 'demo1234' };
/** Demo fundraiser (Frank, fundraiser 2) of the seeded host: the fundraising tools' dashboard. */
export const FUNDRAISER_LOGIN = { handle: 'fundraiser@example.org', password: 'demo1234' };

/** Signs a demo user in (the administrator unless `login` says otherwise) through the campaign's login form and returns the session (cookies) for new contexts. */
export async function adminSession(browser, { campaignUrl, login = ADMIN_LOGIN }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${campaignUrl}/login/`);
    await page.getByLabel('Email or username').fill(login.handle);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(login.password);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign in' }).click()]);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Whether the admin page shows the campaign list (not a login redirect, a 403 or a start-up error). */
export async function adminListShows(browser, { url, storageState }) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    if (!response?.ok()) return false;
    await page.getByRole('table').locator('tbody tr').first().waitFor({ timeout: 15_000 });
    return true;
  } catch {
    return false;
  } finally {
    await context.close();
  }
}
