import { expect, test } from '@playwright/test';

/** The toolbar tool from .storybook/manager.ts: any two campaign colours reach the story, and reset undoes them. */
test('campaign colour tool recolours the story and resets', async ({ page }, testInfo) => {
  await page.goto(`${process.env.STORYBOOK_URL}/?path=/story/primitives-button--primary`);
  const primaryText = page.getByRole('textbox', { name: 'Primary colour (hex or rgb())' });
  const secondaryText = page.getByRole('textbox', { name: 'Secondary colour (hex or rgb())' });
  // The first preview load compiles the whole story bundle: slow on a busy machine.
  await expect(primaryText).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Primary colour picker')).toHaveValue('#1e7a5a');

  const button = page.frameLocator('#storybook-preview-iframe').getByRole('button', { name: 'Donate Now' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await expect(button).toHaveCSS('background-color', 'rgb(30, 122, 90)');

  await primaryText.fill('#c0ffee');
  await primaryText.press('Enter');
  await secondaryText.fill('rgb(12, 34, 56)');
  await secondaryText.press('Enter');
  await expect(button).toHaveCSS('background-color', 'rgb(192, 255, 238)');
  await expect(page.getByLabel('Secondary colour picker')).toHaveValue('#0c2238');

  await primaryText.fill('not a colour');
  await primaryText.press('Enter');
  await expect(primaryText).toHaveAttribute('aria-invalid', 'true');
  await expect(button).toHaveCSS('background-color', 'rgb(192, 255, 238)');

  await page.screenshot({ path: testInfo.outputPath('manager-with-campaign-colours.png') });
  await page.getByRole('button', { name: 'Reset campaign colours to the palette' }).click();
  await expect(button).toHaveCSS('background-color', 'rgb(30, 122, 90)');
  await expect(primaryText).toHaveValue('');
});

/** Page stories render the app's own ThemeRoot with fixture colours; the toolbar's choice still wins. */
test('a page story follows the palette menu and the colour tool', async ({ page }) => {
  // Donate Now is the home page's primary-coloured button.
  const donate = page.frameLocator('#storybook-preview-iframe').getByRole('link', { name: 'Donate Now' }).first();
  await page.goto(`${process.env.STORYBOOK_URL}/?path=/story/pages-campaignhome--loaded&globals=palette:dark`);
  await expect(donate).toBeVisible({ timeout: 30_000 });
  await expect(donate).toHaveCSS('background-color', 'rgb(16, 16, 16)');

  const primaryText = page.getByRole('textbox', { name: 'Primary colour (hex or rgb())' });
  await primaryText.fill('#c0ffee');
  await primaryText.press('Enter');
  await expect(donate).toHaveCSS('background-color', 'rgb(192, 255, 238)');
});
