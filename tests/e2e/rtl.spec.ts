import { expectNoAxeViolations } from './axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL, CAMPAIGN_PATH, DEMO_USERS, E2E_WORK } from './env';
import { logIn } from './failureHelpers';
import { revealWholePage } from './visitorHelpers';

// Issue 14 §4: under dir="rtl" every page mirrors. The host prints `<html lang="he-IL" dir="rtl">` for a
// right-to-left locale (host/page/direction.ts, as WordPress's language_attributes()); the suite's host runs in
// English, so each page load gets those attributes here, exactly as the host would print them. The app
// mirrors from that attribute alone (CSS logical properties and `[dir="rtl"]` rules), so this is the same page.

const WIDTHS = [375, 1280] as const;
/** The transform a turned (mirrored) drawing computes to. */
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

async function openInRtl(page: Page, route: string, width: number): Promise<void> {
  await page.route('**/*', async (request) => {
    if (request.request().resourceType() !== 'document') return request.continue();
    const response = await request.fetch();
    const html = (await response.text()).replace(/<html[^>]*>/, '<html lang="he-IL" dir="rtl">');
    return request.fulfill({ response, body: html });
  });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${CAMPAIGN_PATH}${route}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toBeVisible();
  await revealWholePage(page);
}

async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // In a right-to-left document the scroll origin is the right edge, so content pushed past the left edge
  // widens scrollWidth just as content past the right edge does in LTR.
  expect(scrollWidth, `${name}: no horizontal overflow`).toBeLessThanOrEqual(innerWidth);
}

/**
 * The part of a bar that shows filled: the indicator is a full-width strip slid along the track (which clips
 * it), so what shows is the strip's overlap with the track; plus the bar's percentage.
 */
async function visibleFill(bar: Locator): Promise<{ track: DOMRectLike; fill: DOMRectLike; percent: number }> {
  return bar.evaluate((el) => {
    const indicator = el.firstElementChild;
    if (!indicator) throw new Error('no fill');
    const t = el.getBoundingClientRect();
    const f = indicator.getBoundingClientRect();
    return {
      track: { left: t.left, right: t.right, width: t.width },
      fill: { left: Math.max(f.left, t.left), right: Math.min(f.right, t.right), width: 0 },
      percent: Number(el.getAttribute('aria-valuenow')),
    };
  });
}

interface DOMRectLike {
  left: number;
  right: number;
  width: number;
}

/** A partly filled bar's fill hugs the track's right edge and covers its share; the left part stays empty. */
async function expectFillsFromTheRight(bar: Locator): Promise<void> {
  const { track, fill, percent } = await visibleFill(bar);
  expect(percent).toBeGreaterThan(0);
  expect(percent).toBeLessThan(100);
  expect(Math.abs(fill.right - track.right), 'the fill ends at the track’s right edge').toBeLessThanOrEqual(1);
  const expectedLeft = track.right - (track.width * percent) / 100;
  expect(Math.abs(fill.left - expectedLeft), 'the fill covers its share from the right').toBeLessThanOrEqual(1.5);
}

async function firstPartlyFilledBar(page: Page): Promise<Locator> {
  const bars = page.getByRole('progressbar');
  await expect(bars.first()).toBeVisible();
  const count = await bars.count();
  for (let i = 0; i < count; i += 1) {
    const value = Number(await bars.nth(i).getAttribute('aria-valuenow'));
    if (value > 0 && value < 100) return bars.nth(i);
  }
  throw new Error('no partly filled progress bar on the page');
}

/** The amount reads left to right and is isolated from the right-to-left words around it. */
async function expectAmountIsolatedLtr(page: Page): Promise<void> {
  const amount = page.getByText(/^\$\d[\d,]*$/).first();
  await expect(amount).toBeVisible();
  const style = await amount.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    unicodeBidi: getComputedStyle(el).unicodeBidi,
  }));
  expect(style).toEqual({ direction: 'ltr', unicodeBidi: 'isolate' });
}

// Each route loads once at 375 px and is checked again after a resize to 1280 px (the layout reflows; a
// second load would only double the time on a shared machine).
test.describe.configure({ timeout: 180_000 });

/** Runs `check` at each width, resizing the already loaded page. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
  }
}

test('the campaign home mirrors: bar from the right, amounts LTR, tabs RTL, no overflow, axe clean', async ({
  page,
}) => {
  await openInRtl(page, '/', WIDTHS[0]);
  await expectNoAxeViolations(page);
  await atEachWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `home ${width}`);
    await expectFillsFromTheRight(await firstPartlyFilledBar(page));
    await expectAmountIsolatedLtr(page);
    // Radix writes its own dir on tabs: they must follow the page, or the donation list stays left to right.
    const tablist = page.getByRole('tablist').first();
    await expect(tablist.locator('xpath=ancestor-or-self::*[@dir][1]')).toHaveAttribute('dir', 'rtl');
    const [first, second] = await tablist.getByRole('tab').all();
    if (!first || !second) throw new Error('expected two tabs');
    const a = await first.boundingBox();
    const b = await second.boundingBox();
    expect(a && b && a.x > b.x, 'the first tab is the rightmost').toBe(true);
    await page.screenshot({ path: `${E2E_WORK}/screens/rtl-home-${width}.png`, fullPage: true });
  });
});

test('a team page mirrors: bar from the right, amounts LTR, no overflow, axe clean', async ({ page }) => {
  await openInRtl(page, '/team/1/', WIDTHS[0]);
  await expectNoAxeViolations(page);
  await atEachWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `team ${width}`);
    await expectFillsFromTheRight(await firstPartlyFilledBar(page));
    await expectAmountIsolatedLtr(page);
    // The page's heading ends at the right: the column mirrors.
    const h1 = await page.locator('h1').boundingBox();
    expect(h1 && h1.x + h1.width > width / 2, 'the heading sits on the right half').toBe(true);
    await page.screenshot({ path: `${E2E_WORK}/screens/rtl-team-${width}.png`, fullPage: true });
  });
});

test('register mirrors: the cards’ arrows point left, no overflow, axe clean', async ({ page }) => {
  await openInRtl(page, '/register/', WIDTHS[0]);
  await expectNoAxeViolations(page);
  await atEachWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `register ${width}`);
    const arrows = page.locator('main a svg');
    await expect(arrows.first()).toBeVisible();
    const transforms = await arrows.evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).transform));
    expect(transforms.length).toBeGreaterThan(0);
    for (const transform of transforms) expect(transform).toBe(MIRRORED);
    await page.screenshot({ path: `${E2E_WORK}/screens/rtl-register-${width}.png`, fullPage: true });
  });
});

test('pagination runs right to left with its next and previous glyphs turned', async ({ page }) => {
  await openInRtl(page, '/team-leaderboard/', WIDTHS[0]);
  await expectNoAxeViolations(page);
  await atEachWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `team leaderboard ${width}`);
    const next = page.getByRole('button', { name: 'Next page' });
    const previous = page.getByRole('button', { name: 'Previous page' });
    for (const control of [next, previous]) {
      const glyph = control.locator('[aria-hidden="true"]');
      expect(await glyph.evaluate((el) => getComputedStyle(el).transform)).toBe(MIRRORED);
    }
    const nextBox = await next.boundingBox();
    const previousBox = await previous.boundingBox();
    expect(nextBox && previousBox && nextBox.x < previousBox.x, 'next page is towards the left').toBe(true);
  });
});

test('in a left-to-right page nothing is turned and the bar fills from the left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${CAMPAIGN_PATH}/register/`);
  const arrow = page.locator('main a svg').first();
  await expect(arrow).toBeVisible();
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform)).toBe('none');
  await page.goto(`${CAMPAIGN_PATH}/`);
  const { track, fill, percent } = await visibleFill(await firstPartlyFilledBar(page));
  expect(Math.abs(fill.left - track.left), 'the fill starts at the track’s left edge').toBeLessThanOrEqual(1);
  expect(Math.abs(fill.right - (track.left + (track.width * percent) / 100))).toBeLessThanOrEqual(1.5);
});

/**
 * Where each character of `text` sits inside the element whose own text contains it (one Range per character):
 * the left edge of `text`'s first and last character, in page pixels.
 */
async function glyphEdges(scope: Locator, text: string): Promise<{ first: number; last: number }> {
  return scope.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted);
      if (at < 0) continue;
      const left = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: left(at), last: left(at + wanted.length - 1) };
    }
    throw new Error(`"${wanted}" is not in the element's text`);
  }, text);
}

test('in Hebrew, an amount inside a sentence keeps its left-to-right order', async ({ page, context }) => {
  // The host in Hebrew, as `--locale he_IL` prints it: Hebrew strings, dir="rtl", the shekel after the amount.
  await context.addCookies([{ name: 'p2p_test_locale', value: 'he_IL', url: BASE_URL }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${CAMPAIGN_PATH}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // 'raised of %s goal' in Hebrew: 'גויסו מתוך יעד של %s', with the goal '150,000 ₪' (a no-break space before the sign).
  const caption = page.getByText(/^גויסו מתוך יעד של .*150,000\u00a0₪/);
  await expect(caption).toBeVisible();
  const words = await glyphEdges(caption, 'גויסו');
  const amount = await glyphEdges(caption, '150,000\u00a0₪');
  // Read as a whole from the right: the Hebrew words first (rightmost), then the amount to their left…
  expect(amount.last, 'the amount sits left of the words that precede it').toBeLessThan(words.last);
  // …and the amount itself reads left to right, digits then the shekel, as the raised amount above it does.
  expect(amount.first, 'the digits come before the shekel, left to right').toBeLessThan(amount.last);
  const raised = page.getByText(/^\d[\d,]*\u00a0₪$/).first();
  const raisedText = (await raised.textContent()) ?? '';
  const raisedEdges = await glyphEdges(raised, raisedText);
  expect(raisedEdges.first).toBeLessThan(raisedEdges.last);
});

test('the admin teams list in Hebrew mirrors: columns from the right, bars from the right, amounts LTR, axe clean', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_USERS.admin);
  // The site in Hebrew, as `--locale he_IL` prints wp-admin: dir="rtl" on <html> and the Hebrew catalogue.
  await context.addCookies([{ name: 'p2p_test_locale', value: 'he_IL', url: BASE_URL }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams#/?sort=goal&direction=desc');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const table = page.locator('#give-p2p-campaigns-app table');
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await atEachWidth(page, async (width) => {
    await expectNoSidewaysScroll(page, `admin teams ${width}`);
    const headers = table.locator('thead tr').first().locator('th');
    const first = await headers.first().boundingBox();
    const last = await headers.last().boundingBox();
    expect(first && last && first.x > last.x, 'the first column is the rightmost').toBe(true);
    await expectFillsFromTheRight(await firstPartlyFilledBar(page));
    // The goal cell: 'X of Y' with the shekel after each amount, digits left to right.
    const goal = table.locator('tbody tr').first().getByText(/₪/).first();
    const text = (await goal.textContent()) ?? '';
    const amount = /\d[\d,]*\u00a0₪/.exec(text)?.[0] ?? '';
    expect(amount, 'a shekel amount in the goal cell').not.toBe('');
    const edges = await glyphEdges(goal, amount);
    expect(edges.first, 'digits before the shekel, left to right').toBeLessThan(edges.last);
    // Pagination (4 pages of teams): next towards the left, its glyph turned to point there.
    const next = page.getByRole('button', { name: 'העמוד הבא' }).first();
    const previous = page.getByRole('button', { name: 'העמוד הקודם' }).first();
    expect(await next.locator('[aria-hidden="true"]').evaluate((el) => getComputedStyle(el).transform)).toBe(MIRRORED);
    const nextBox = await next.boundingBox();
    const previousBox = await previous.boundingBox();
    expect(nextBox && previousBox && nextBox.x < previousBox.x, 'next page is towards the left').toBe(true);
    await page.screenshot({ path: `${E2E_WORK}/screens/rtl-admin-teams-${width}.png`, fullPage: true });
  });
});
