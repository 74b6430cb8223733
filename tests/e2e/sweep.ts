import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { cspHeader, newNonce } from '../../host/page/csp.ts';
import { BASE_URL, CAMPAIGN_URL, DEMO_USERS } from './env';
import { logIn } from './failureHelpers';
import { waitForQuietNetwork } from './quietNetwork';
import type { SweptRoute } from './sweptRoutes';

// The route sweeps load each route once per locale, check everything at the phone width on that load, then widen
// the window and check everything at the desktop width (checkAtPhoneThenDesktop):
// pseudo-locale.spec.ts (en_XA: every string translated, nothing clipped), rtl.spec.ts (Hebrew: mirrored, axe
// clean) and hostile.spec.ts (English with hostile data: it stays text). Every sweep load also runs under the
// strict Content Security Policy (no violation), in the page frame's width (layout) and without sideways scroll.

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };
export const VIEWPORTS = [PHONE, DESKTOP] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export const VISITOR_MOUNT = '#p2p-app';
export const ADMIN_MOUNT = '#give-p2p-campaigns-app';

/** The page's language, as `--locale` would print it: the reference host reads this cookie under its test hooks. */
export async function inLocale(context: BrowserContext, locale: 'en_XA' | 'he_IL' | 'de_DE'): Promise<void> {
  await context.addCookies([{ name: 'p2p_test_locale', value: locale, url: BASE_URL }]);
}

/** The host's pages (campaign pages, wp-admin screens, the donation form), not its API, scripts or images. */
const isHostPage = (url: URL): boolean =>
  url.origin === BASE_URL &&
  !/^\/(wp-json|wp-content|host-assets)\//.test(url.pathname) &&
  !url.searchParams.has('rest_route');

async function withStrictPolicy(route: Route): Promise<void> {
  if (route.request().resourceType() !== 'document') return route.fallback();
  // Redirects reach the browser as they are, so a page that moved is not swept under the old address.
  const response = await route.fetch({ maxRedirects: 0 });
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return route.fulfill({ response });
  const body = await response.text();
  // The nonce the host printed on its scripts, as `--csp` sends it; a page without one gets a fresh one, as there.
  const nonce = /<script[^>]* nonce="([^"]+)"/.exec(body)?.[1] ?? newNonce();
  return route.fulfill({
    response,
    body,
    headers: { ...response.headers(), 'content-security-policy': cspHeader(nonce) },
  });
}

/**
 * Before the first load: every page the host prints comes with the policy `--csp` sends (host/page/csp.ts; that
 * the host sends it is host/page/render.test.ts's), so one host serves every sweep; and the page records each
 * violation it reports (window.__cspViolations). csp.spec.ts shows the listener hears a real one.
 */
export async function underStrictPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.route(isHostPage, withStrictPolicy);
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/**
 * Logged in as the route's user, on the route at `viewport`, and still there: a guard that turned the user away
 * would have moved the address. The donate pages also wait for their frame (our spinner over it is gone).
 */
export async function openVisitor(page: Page, route: SweptRoute, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  if (route.user) await logIn(page, DEMO_USERS[route.user]);
  await page.goto(`${CAMPAIGN_URL}${route.path}`);
  await expect(page.locator(`${VISITOR_MOUNT} h1`).first()).toBeVisible();
  await expect(page).toHaveURL(`${CAMPAIGN_URL}${route.path}`);
  if (/\/donate\/?$/.test(route.path))
    await expect(page.locator(`${VISITOR_MOUNT} [data-state="loaded"] > iframe`)).toBeVisible();
}

/** The administrator on an admin screen; an unknown hash route would have gone back to the list (with a flash). */
export async function openAdmin(page: Page, route: SweptRoute, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await logIn(page, DEMO_USERS.admin);
  await page.goto(route.path);
  await expect(page.locator(`${ADMIN_MOUNT} h1, ${ADMIN_MOUNT} h2`).first()).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}${route.path}`);
}

/** A spinner is a status with a drawing; a Notice (data-type) with its icon is content, not loading. */
export const SPINNER = '[role="status"]:not([data-type]):has(svg)';

/**
 * The whole page as a visitor ends up with it: a key press is an interaction, so every section that waits for
 * one (screens/shared/WhenNeeded.tsx) renders now, without a scroll (which would bring in the sticky Donate bar
 * mid-animation); then nothing loading, no lazy code and no spinner left.
 */
export async function settle(page: Page, mount: string): Promise<void> {
  await page.keyboard.press('Shift');
  await waitForQuietNetwork(page);
  await expect(page.locator('[data-loading-code]')).toHaveCount(0);
  await expect(page.locator(`${mount} ${SPINNER}`)).toHaveCount(0);
}

/**
 * One load, both widths: the caller opens the page at the phone width; it is settled and checked there, then the
 * window widens to the desktop and the page, settled again, is checked at that width. A second load per width
 * cost the sweeps almost half their time (sign-in, page, first data) for no extra sight: a layout that comes
 * right only when a page loads at its width would fail a visitor who turns a tablet too.
 */
export async function checkAtPhoneThenDesktop(
  page: Page,
  mount: string,
  check: (viewport: Viewport) => Promise<void>,
): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await test.step(`at ${viewport.width} px`, async () => {
      if (viewport !== PHONE) await page.setViewportSize(viewport);
      await settle(page, mount);
      await check(viewport);
    });
  }
}

/** Where the page box starts and how wide it is: the h1's nearest ancestor with a measure (the Page). */
export async function pageBox(page: Page): Promise<{ left: number; width: number }> {
  await expect(page.locator('h1').first()).toBeVisible();
  return page
    .locator('h1')
    .first()
    .evaluate((h1) => {
      let box: Element | null = h1.parentElement;
      while (box && getComputedStyle(box).maxWidth === 'none') box = box.parentElement;
      const rect = (box ?? h1).getBoundingClientRect();
      return { left: Math.round(rect.left), width: Math.round(rect.width) };
    });
}

const FRAMES = { wide: { left: 70, width: 1140 }, narrow: { left: 340, width: 600 } } as const;

/** One page frame on every route: 16 px gutters on a phone, centred at the wide or narrow width on a desktop. */
export async function expectFramed(page: Page, frame: SweptRoute['frame'], viewport: Viewport): Promise<void> {
  if (!frame) return;
  const expected = viewport.width === PHONE.width ? { left: 16, width: 343 } : FRAMES[frame];
  expect(await pageBox(page), `the ${frame} page frame`).toEqual(expected);
}

/**
 * What every sweep load ends with: nothing scrolls sideways, and the policy was never violated (but for the
 * reports `expected` names, which a sweep must explain).
 */
export async function expectFitsUnderPolicy(
  page: Page,
  expected: (violation: string) => boolean = () => false,
): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal page overflow (px)').toBeLessThanOrEqual(0);
  expect(
    (await cspViolations(page)).filter((violation) => !expected(violation)),
    'CSP violations',
  ).toEqual([]);
}
