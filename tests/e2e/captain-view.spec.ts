import { expect, test, type Page } from './test';
import { expectNoAxeViolations } from './axe';
import { CAMPAIGN_PATH, DEMO_USERS } from './env';
import { outboxMails } from './outbox';
import { startEachTestFromTheSeed } from './seed';
import { logInAs } from './visitorHelpers';

/*
 * The captain's view on My fundraising (docs/fundraising-tools.md, "Captain calls") against the reference host:
 * the demo captain (Carla, team 1 "Clean Water Crew") reminds Mia Novak, who has raised nothing yet (the mail lands
 * in the demo outbox; a second reminder the same day is refused with the host's sentence), mails an invitation
 * again, and takes Mia off the team (her page stays).
 */

startEachTestFromTheSeed();

const MY_FUNDRAISING = `${CAMPAIGN_PATH}/my-fundraising/`;

async function openCaptainView(page: Page) {
  await logInAs(page, DEMO_USERS.captain, MY_FUNDRAISING);
  const team = page.getByRole('region', { name: 'Your team' });
  await expect(team.getByRole('table', { name: 'Members' })).toBeVisible();
  return team;
}

const mailsTo = outboxMails;

test('remind a member: the mail is in the outbox, and a second reminder is refused with when the next is possible', async ({
  page,
  request,
}) => {
  const team = await openCaptainView(page);
  const mia = team.getByRole('row', { name: /Mia Novak/ });
  await expect(mia).toContainText('No gifts yet');
  await expect(team.getByText(/members? (has|have) not received a gift yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  const remind = mia.getByRole('button', { name: 'Remind Mia Novak' });
  await remind.click();
  const dialog = page.getByRole('dialog', { name: 'Remind Mia Novak' });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await expect(message).toHaveValue(/^Hi Mia Novak, .*Clean Water Crew/);
  await message.fill('Mia, one message to your running club could bring your first gift!');
  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await expect(dialog).toBeHidden();
  await expect(mia).toContainText('Reminded today');
  await expect(remind).toBeFocused();

  const mails = await mailsTo(request, 'team-reminder', 'mia.novak@example.org');
  expect(mails).toHaveLength(1);
  expect(mails[0]?.body).toContain('Mia, one message to your running club could bring your first gift!');

  // The second time by keyboard only: Enter opens, the message has focus, Tab past Cancel to Send reminder.
  await remind.press('Enter');
  await expect(message).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Mia, again?');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send reminder' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText(
    /Mia Novak was reminded less than a day ago\. You can send the next reminder in \d+ hours?\./,
  );
  await expect(message).toHaveValue('Mia, again?');
  expect(await mailsTo(request, 'team-reminder', 'mia.novak@example.org')).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remind).toBeFocused();
});

test('resend an invitation: mailed again, and a second resend within the hour is refused in place', async ({
  page,
  request,
}) => {
  const team = await openCaptainView(page);
  const invitations = team.getByRole('region', { name: 'Pending invitations' });
  const before = (await mailsTo(request, 'team-invitation', 'lee.wong@example.org')).length;
  const resend = invitations.getByRole('button', { name: 'Resend lee.wong@example.org' });
  await resend.click();
  const row = invitations.getByRole('listitem').filter({ hasText: 'lee.wong@example.org' });
  // The button's spinner is a status too while the call runs: the row's own status is the one with the outcome.
  await expect(row.getByRole('status').filter({ hasText: 'Invitation sent again.' })).toBeVisible();
  expect(await mailsTo(request, 'team-invitation', 'lee.wong@example.org')).toHaveLength(before + 1);

  await resend.click();
  await expect(row.getByRole('alert')).toContainText('This invitation was sent again less than an hour ago.');
  expect(await mailsTo(request, 'team-invitation', 'lee.wong@example.org')).toHaveLength(before + 1);
});

test("remove a member: the row goes, the outcome takes focus, and the member's page still exists", async ({ page }) => {
  const team = await openCaptainView(page);
  const mia = team.getByRole('row', { name: /Mia Novak/ });
  const miaPage = await mia.getByRole('link', { name: 'Mia Novak' }).getAttribute('href');
  expect(miaPage).toMatch(/\/fundraiser\/\d+\/$/);

  await mia.getByRole('button', { name: 'Remove from team Mia Novak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Mia Novak from the team?' });
  await expect(dialog).toContainText('They keep their page and every gift made to it');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove from team' }).click();
  await expect(dialog).toBeHidden();
  await expect(mia).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Mia Novak is no longer on your team.' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Your team' }).getByRole('table', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mia Novak/ })).toHaveCount(0);

  const response = await page.goto(miaPage ?? '');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Mia Novak' })).toBeVisible();
});

test('on a phone the members table scrolls sideways inside itself; the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const team = await openCaptainView(page);
  await expect(team.getByRole('button', { name: 'Remind Mia Novak' })).toBeAttached();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  const scroller = team.getByRole('region', { name: 'Members' });
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});
