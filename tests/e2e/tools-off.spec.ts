import { expect, type Page, test } from './test';
import { paths } from '../../screens/app/paths';
import { CAMPAIGN_URL, DEMO_USERS } from './env';
import { logIn } from './failureHelpers';
import { SPINNER } from './sweep';
import { waitForQuietNetwork } from './quietNetwork';

/*
 * docs/fundraising-tools.md: the fundraising tools are an optional extension. A host that does not advertise them
 * (no window.GiveP2P.features) is the plain plugin, which answers only SPEC section 7's calls, so with the flag off
 * the app must make no other call on any page, for anyone. The reference host answers the tools' calls whatever
 * the flag says: only this spec notices a client that calls them without it. One load of every route of
 * screens/app/routes.tsx per user (whole page revealed, network quiet); the flag is turned off through the host's
 * /__test__/features hook, and put back as it was afterwards.
 */

/** SPEC section 7's calls, plus get-stats (advertised on its own, window.GiveP2P.statsRead). */
const PLUGIN_CALLS = new Set([
  'get-campaign-top-donors',
  'get-campaign-teams-search',
  'get-campaign-fundraisers-search',
  'get-user-info',
  'get-fundraiser-info',
  'get-team',
  'get-team-fundraisers-all',
  'get-team-top-donors',
  'get-fundraiser-top-donors',
  'register-fundraiser',
  'create-fundraiser-profile',
  'update-fundraiser-profile',
  'fundraiser-login',
  'send-password-reset-email',
  'register-join-team',
  'create-fundraiser-join-team',
  'fundraiser-can-join-team',
  'fundraiser-join-team',
  'create-team',
  'update-team',
  'send-team-invitation-emails',
  'get-stats',
]);

/**
 * Every route of the app, from the same table its links use (screens/app/paths.ts, so a new route is swept
 * without a second list to keep): the demo team 1 and fundraiser 2, and one path no route matches.
 */
const ROUTES: readonly string[] = [
  ...Object.entries(paths).map(([name, path]) => path(name.startsWith('fundraiser') ? 2 : 1)),
  '/nowhere/',
];

const USERS = [
  ['a visitor', null],
  ['a signed-in user without a profile', DEMO_USERS.noprofile],
  ['a fundraiser', DEMO_USERS.fundraiser],
  ['a captain', DEMO_USERS.captain],
] as const;

/** The plugin's REST calls the page makes (by name, under either permalink form), as they start. */
function recordRestCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const route = url.searchParams.get('rest_route') ?? (url.pathname.startsWith('/wp-json/') ? url.pathname : null);
    if (route) calls.push(route.replace(/\/$/, '').split('/').at(-1) ?? route);
  });
  return calls;
}

/**
 * The whole page, with everything it reads: a key press is an interaction, so every section that waits for one
 * (screens/shared/WhenNeeded.tsx) renders at once, as in the sweeps (sweep.ts); then no code still loading (its
 * reads start when it comes) and a quiet network (a read started later would count for the next route, or never).
 */
async function revealEverything(page: Page): Promise<void> {
  // A revealed section may hold another that waits (the home page's lists come inside its About section's chunk).
  // Done only when nothing waits and no code loads, then once more quiet: a section whose code has just arrived
  // starts its reads in an effect after it renders (CI saw the home page's lists start after the check, so they
  // counted for no route).
  for (let pass = 0; pass < 4; pass += 1) {
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-loading-code]')).toHaveCount(0);
    await waitForQuietNetwork(page);
    // A list reloading is aria-busy.
    const waiting = await page
      .locator(`[data-when-needed], [data-loading-code], [aria-busy="true"], ${SPINNER}`)
      .count();
    if (waiting === 0) {
      await waitForQuietNetwork(page);
      return;
    }
  }
  throw new Error('sections still waiting after four key presses');
}

let featuresBefore: string[] = [];

test.beforeAll(async ({ request }) => {
  featuresBefore = ((await (await request.get('/__test__/features')).json()) as { features: string[] }).features;
  expect((await request.post('/__test__/features', { data: { features: [] } })).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.post('/__test__/features', { data: { features: featuresBefore } });
});

/** Pages loading side by side: most of a route's time is the wait for a quiet network, not work. */
const LANES = 3;

for (const [who, login] of USERS) {
  test(`without the fundraising tools, ${who} makes only the plugin's calls on every route`, async ({ page }) => {
    test.setTimeout(ROUTES.length * 6_000);
    if (login) await logIn(page, login);
    const seen = new Map<string, string[]>();
    // One tab per lane in the same session, each with its own record of calls, so each call is told to its route.
    const visit = async (tab: Page, paths: readonly string[]) => {
      const calls = recordRestCalls(tab);
      for (const path of paths) {
        const before = calls.length;
        await tab.goto(`${CAMPAIGN_URL}${path}`);
        if (path === '/') {
          // The page is printed as the plain plugin prints it.
          expect(await tab.evaluate(() => (window as unknown as { GiveP2P: object }).GiveP2P)).not.toHaveProperty(
            'features',
          );
        }
        // The page (or the one its guard sent the user to) is on screen before the key press that reveals the rest.
        await expect(tab.locator('#p2p-app h1').first()).toBeVisible();
        // A guard that sent the user to a page already revealed: its calls are recorded all the same, and the page
        // was checked whole before.
        const landed = new URL(tab.url()).pathname.slice(new URL(CAMPAIGN_URL).pathname.length);
        if (landed === path || !seen.has(landed)) await revealEverything(tab);
        seen.set(path, calls.slice(before));
      }
    };
    const tabs = [page, ...(await Promise.all(Array.from({ length: LANES - 1 }, () => page.context().newPage())))];
    await Promise.all(
      tabs.map((tab, lane) =>
        visit(
          tab,
          ROUTES.filter((_, index) => index % LANES === lane),
        ),
      ),
    );
    expect(seen.size).toBe(ROUTES.length);
    const outside = [...seen].flatMap(([path, names]) =>
      names.filter((name) => !PLUGIN_CALLS.has(name)).map((name) => `${path}: ${name}`),
    );
    await test
      .info()
      .attach('calls by route', { body: JSON.stringify([...seen], null, 1), contentType: 'application/json' });
    expect(outside).toEqual([]);
    // The recording works: the home page reads its lists through the plugin's calls.
    expect(seen.get('/')?.length ?? 0).toBeGreaterThan(0);
  });
}
