import { expect, test } from '@playwright/test';
import { waitForQuietNetwork } from './quietNetwork';
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMPAIGN_PATH, DEMO_PASSWORD, DEMO_USERS, E2E_DIST, E2E_PORT, E2E_WORK } from './env';
import { SMALL_PNG } from './accountHelpers';
import { revealWholePage } from './visitorHelpers';

// Issue 6, section 4: the app runs under the strict policy the host sends with --csp (scripts only from
// 'self' or with the response's nonce, styles only from 'self'). A second host, on its own port and
// database, serves the same build with that header.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CSP_PORT = E2E_PORT + 100;
const CSP_BASE = `http://127.0.0.1:${CSP_PORT}`;

let host: ChildProcess | undefined;

test.beforeAll(async () => {
  host = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'host/main.ts',
      '--port',
      String(CSP_PORT),
      '--db',
      `${E2E_WORK}/csp-db/p2p.sqlite`,
      '--reset',
      '--csp',
      '--dist',
      E2E_DIST,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${CSP_BASE}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the --csp host did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  host?.kill();
});

const VISITOR_ROUTES = [
  '/',
  '/team-leaderboard/',
  '/fundraiser-leaderboard/',
  '/team/1/',
  '/fundraiser/2/',
  '/donate/',
  '/team/1/donate',
  '/register/',
  '/register/teams/',
  '/register/individual/',
  '/register/captain/',
  '/login/',
  '/lost-password/',
  '/nowhere/',
];
const FUNDRAISER_ROUTES = ['/start-fundraising/', '/fundraiser/2/update/', '/team/1/join/'];

async function collectViolations(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
});

test('the host sends the strict policy with a nonce on the config script', async ({ request }) => {
  const response = await request.get(`${CSP_BASE}${CAMPAIGN_PATH}/`);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'nonce-");
  expect(policy).toContain("style-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
});

test('the violation listener hears a real violation (so zero means zero)', async ({ page }) => {
  await page.goto(`${CSP_BASE}${CAMPAIGN_PATH}/login/`);
  await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
  await expect.poll(() => collectViolations(page)).toEqual([expect.stringContaining('style-src')]);
});

for (const route of VISITOR_ROUTES) {
  test(`${route} renders with zero CSP violations for a visitor`, async ({ page }) => {
    await page.goto(`${CSP_BASE}${CAMPAIGN_PATH}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await revealWholePage(page);
    expect(await collectViolations(page)).toEqual([]);
  });
}

test('campaign colours still apply under the policy', async ({ page }) => {
  await page.goto(`${CSP_BASE}${CAMPAIGN_PATH}/`);
  const startFundraising = page.getByRole('link', { name: 'Start Fundraising' }).first();
  await expect(startFundraising).toBeVisible();
  const background = await startFundraising.evaluate((element) => getComputedStyle(element).backgroundColor);
  const campaign = await page.evaluate(
    () =>
      JSON.parse(document.getElementById('p2p-app')?.dataset.campaign ?? '{}') as {
        primary_color: string;
        secondary_color: string;
      },
  );
  const toRgb = (hex: string) => {
    const value = hex.replace('#', '');
    const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
    return `rgb(${parseInt(full.slice(0, 2), 16)}, ${parseInt(full.slice(2, 4), 16)}, ${parseInt(full.slice(4, 6), 16)})`;
  };
  expect([toRgb(campaign.primary_color), toRgb(campaign.secondary_color)]).toContain(background);
  expect(await collectViolations(page)).toEqual([]);
});

test('a logged-in fundraiser uses the protected pages with zero CSP violations', async ({ page }) => {
  await page.goto(`${CSP_BASE}${CAMPAIGN_PATH}/login/`);
  await page.getByRole('textbox', { name: /Email or username/ }).fill(DEMO_USERS.fundraiser);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /Log in|Sign in/ }).click();
  await page.waitForURL(/start-fundraising/);
  expect(await collectViolations(page)).toEqual([]);
  for (const route of FUNDRAISER_ROUTES) {
    await page.goto(`${CSP_BASE}${CAMPAIGN_PATH}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForQuietNetwork(page);
    expect(await collectViolations(page), route).toEqual([]);
  }
});

async function logInOnCspHost(page: import('@playwright/test').Page, user: string): Promise<void> {
  await page.goto(`${CSP_BASE}${CAMPAIGN_PATH}/login/`);
  await page.getByRole('textbox', { name: /Email or username/ }).fill(user);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /Log in|Sign in/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
}

// Every form with an image upload, for a user who may open it. The preview is a data: URL (FileReader), which the
// documented policy's `img-src 'self' data:` allows; a blob: URL would be blocked and show nothing.
const UPLOAD_FORMS: ReadonlyArray<{ user: string; route: string }> = [
  { user: DEMO_USERS.noprofile, route: '/register/create-profile/' },
  { user: DEMO_USERS.noprofile, route: '/create-team/' },
  { user: DEMO_USERS.fundraiser, route: '/fundraiser/2/update/' },
  { user: DEMO_USERS.captain, route: '/team/1/update' },
];

for (const { user, route } of UPLOAD_FORMS) {
  test(`${route}: a chosen image shows its preview with zero CSP violations`, async ({ page }) => {
    await logInOnCspHost(page, user);
    await page.goto(`${CSP_BASE}${CAMPAIGN_PATH}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(SMALL_PNG);
    const preview = page.getByRole('img', { name: `Preview of ${SMALL_PNG.name}` });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    // Loaded, not a broken image: the browser decoded it.
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await collectViolations(page)).toEqual([]);
  });
}
