import type { Page } from '@playwright/test';

/**
 * The plugin's REST calls and nonce renewals (admin-ajax.php?action=rest-nonce) the page makes from now on, in
 * order, with their status: the nonce specs read renewal-then-repeat off this list.
 */
export function wire(page: Page): string[] {
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/admin-ajax.php'))
      calls.push(`renew ${url.searchParams.get('action')} ${response.status()}`);
    else if (url.pathname.includes('/p2p-campaigns/'))
      calls.push(`${url.pathname.split('/').at(-1)} ${response.status()}`);
  });
  return calls;
}
