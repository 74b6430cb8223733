import type { Page } from '@playwright/test';
import { CAMPAIGN_PATH, CAMPAIGN_URL, DEMO_PASSWORD } from './env';

/** A 1×1 PNG, for profile uploads. */
export const SMALL_PNG = {
  name: 'avatar.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A PNG-typed file over the host's default 2 MiB cap. */
export const LARGE_PNG = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) };

/** Signs in through the login form and waits for the server's redirect to load. */
export async function signIn(page: Page, handle: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${CAMPAIGN_PATH}/login/`);
  await page.getByLabel('Email or username').fill(handle);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign in' }).click()]);
}

/** The profile step's Create profile, and the status page it leads to. */
export async function submitProfile(page: Page): Promise<void> {
  await Promise.all([
    page.waitForURL(`${CAMPAIGN_URL}/start-fundraising/`),
    page.getByRole('button', { name: 'Create profile' }).click(),
  ]);
}

/** The status page's headline while the organiser has still to approve the new fundraiser. */
export const ALMOST_READY = "You're almost ready to start fundraising!";
