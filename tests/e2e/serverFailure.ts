import type { Page } from '@playwright/test';

/** Every call matching `pattern` answers as WordPress does when it fails one: a 500 with its error body. */
export async function failWithServerError(page: Page, pattern: string, message: string): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'internal_server_error', message, data: { status: 500 } }),
    }),
  );
}
