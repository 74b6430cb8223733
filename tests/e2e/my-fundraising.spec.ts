import { expect, test, type APIRequestContext, type Page } from './test';
import { expectNoAxeViolations } from './axe';
import { CAMPAIGN_PATH, DEMO_USERS } from './env';
import { outboxMails } from './outbox';
import { startEachTestFromTheSeed } from './seed';
import { logInAs } from './visitorHelpers';

/*
 * My fundraising (docs/fundraising-tools.md, "Fundraiser calls") against the reference host, as the demo fundraiser
 * (Frank, fundraiser 2): a thank-you sent through the host lands in the demo outbox under Frank's name, a donor
 * without an address is marked thanked after the mail app, the goal is edited in place and is the public page's
 * goal, and the settings are saved and read back.
 */

startEachTestFromTheSeed();

const MY_FUNDRAISING = `${CAMPAIGN_PATH}/my-fundraising/`;

async function openDashboard(page: Page) {
  await logInAs(page, DEMO_USERS.fundraiser, MY_FUNDRAISING);
  await expect(page.getByRole('heading', { level: 1, name: 'My fundraising' })).toBeVisible();
  const donations = page.getByRole('region', { name: 'Donations to my page' });
  await expect(donations.getByRole('listitem').first()).toBeVisible();
  return donations;
}

const thankYouMails = (request: APIRequestContext, email?: string) => outboxMails(request, 'thank-you', email);

test('thank a donor through the host: the mail is in the outbox, the gift says Thanked, even after a reload', async ({
  page,
  request,
}) => {
  const donations = await openDashboard(page);
  await expectNoAxeViolations(page);
  const priya = donations.getByRole('listitem').filter({ hasText: 'Priya Shah' });
  await expect(priya).toContainText('Go Frank! Proud of you.');
  await priya.getByRole('button', { name: 'Thank Priya Shah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thank Priya Shah' });
  const message = dialog.getByRole('textbox', { name: /Your message/ });
  await expect(message).toBeFocused();
  await expect(message).toHaveValue(/^Dear Priya,[\s\S]*\$50[\s\S]*\/fundraiser\/2\/[\s\S]*Frank Fundraiser$/);
  await expectNoAxeViolations(page);
  await message.fill('Priya, thank you! Your gift got me out running in the rain.');
  await dialog.getByRole('button', { name: 'Send thank-you' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your thank-you to Priya Shah is on its way.' }),
  ).toBeFocused();
  await expect(priya.getByText('Thanked')).toBeVisible();

  const mails = await thankYouMails(request, 'priya.shah@example.com');
  expect(mails).toHaveLength(1);
  expect(mails[0]?.from_name).toBe('Frank Fundraiser');
  expect(mails[0]?.body).toContain('Priya, thank you! Your gift got me out running in the rain.');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Donations to my page' }).getByRole('listitem').filter({ hasText: 'Priya Shah' }),
  ).toContainText('Thanked');
});

test('a donor without an address: the mail app link carries the message, then Mark as thanked records it', async ({
  page,
  request,
}) => {
  const donations = await openDashboard(page);
  const liam = donations.getByRole('listitem').filter({ hasText: 'Liam Okafor' });
  await liam.getByRole('button', { name: 'Thank Liam Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thank Liam Okafor' });
  await dialog.getByRole('textbox', { name: /Your message/ }).fill('Thanks Liam!');
  const href = (await dialog.getByRole('link', { name: 'Open my mail app' }).getAttribute('href')) ?? '';
  expect(href).toBe('mailto:?subject=Thank%20you%20for%20your%20gift&body=Thanks%20Liam!');
  await dialog.getByRole('button', { name: 'Mark as thanked' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The gift from Liam Okafor is marked as thanked.' }),
  ).toBeFocused();
  await expect(liam.getByText('Thanked')).toBeVisible();
  expect(await thankYouMails(request)).toHaveLength(0);
});

test('edit the goal in place: saved through the profile call, shown on the dashboard and on the public page', async ({
  page,
}) => {
  await openDashboard(page);
  const progress = page.getByRole('region', { name: 'Your progress' });
  await progress.getByRole('button', { name: 'Edit goal' }).click();
  const goal = progress.getByRole('spinbutton', { name: /Fundraising goal/ });
  await expect(goal).toBeFocused();
  await goal.fill('750');
  await goal.press('Enter');
  await expect(progress.getByText('Your goal is now $750.')).toBeVisible();
  await expect(progress).toContainText('raised of $750 goal');
  await expect(progress.getByRole('button', { name: 'Edit goal' })).toBeFocused();

  await page.goto(`${CAMPAIGN_PATH}/fundraiser/2/`);
  await expect(page.getByRole('group', { name: 'Fundraiser statistics' })).toContainText('$750');
  // The story went back unchanged.
  await expect(page.getByRole('heading', { name: "Why I'm fundraising" })).toBeVisible();
});

test('settings: each switch is saved and read back after a reload', async ({ page }) => {
  await openDashboard(page);
  const settings = page.getByRole('region', { name: 'Settings' });
  const notify = settings.getByRole('checkbox', { name: 'Email me for each gift' });
  const milestones = settings.getByRole('checkbox', { name: 'Show my milestones on my page' });
  const notifyBefore = await notify.isChecked();
  const milestonesBefore = await milestones.isChecked();
  await notify.click();
  await expect(settings.getByText('Settings saved.')).toBeVisible();
  await milestones.click();
  await expect(milestones).toBeChecked({ checked: !milestonesBefore });
  await expect(milestones).toBeEnabled();
  await page.reload();
  await expect(settings.getByRole('checkbox', { name: 'Email me for each gift' })).toBeChecked({
    checked: !notifyBefore,
  });
  await expect(settings.getByRole('checkbox', { name: 'Show my milestones on my page' })).toBeChecked({
    checked: !milestonesBefore,
  });
});
