import { expect, test, type Page } from './test';
import { expectNoAxeViolations } from './axe';
import { expectFillsFromTheRight, firstPartlyFilledBar, glyphEdges, MIRRORED, transformOf } from './mirroring';
import {
  ADMIN_MOUNT,
  checkAtPhoneThenDesktop,
  expectFitsUnderPolicy,
  expectFramed,
  inLocale,
  openAdmin,
  openVisitor,
  PHONE,
  underStrictPolicy,
  VISITOR_MOUNT,
  type Viewport,
} from './sweep';
import { ADMIN_ROUTES, TEAMS_TAB, VISITOR_ROUTES } from './sweptRoutes';

// Every route of the sweep list in Hebrew, as `--locale he_IL` prints it (the test cookie picks the locale: Hebrew
// strings, <html dir="rtl">, the shekel after the amount), loaded once at a phone width and checked there and again
// once the window is widened to a desktop (checkAtPhoneThenDesktop). At each width: the page is right to left from its <html dir> (which the app's CSS logical properties and
// `[dir="rtl"]` rules follow), its heading reads right to left from the right edge, the pages with bars, amounts,
// tabs, arrows or pagination mirror those too, the page frame and the policy hold (sweep.ts) and nothing scrolls
// sideways. axe (every impact) runs on the phone load only: a whole-page axe run is the sweep's dearest check (about
// 6 s on a loaded CI machine), the English specs run it at the desktop width, and the phone is the layout they miss
// (the Donate bar, stacked columns).

/** Hebrew money as the host formats it: '48,250 ₪' (a no-break space before the sign). */
const SHEKELS = /^\d[\d,]*\u00a0₪$/;
const NEXT_PAGE = 'העמוד הבא';
const PREVIOUS_PAGE = 'העמוד הקודם';

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test.beforeEach(async ({ context, page }) => {
  await inLocale(context, 'he_IL');
  await underStrictPolicy(page);
});

/** The heading reads right to left and starts at the right of its box. */
async function expectHeadingMirrored(page: Page, mount: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.locator(`${mount} h1, ${mount} h2`).first();
  const layout = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    // Start-aligned text in a right-to-left box hugs its right edge.
    return {
      direction: getComputedStyle(element).direction,
      right: box.right - text.right,
      left: text.left - box.left,
    };
  });
  expect(layout.direction, 'the heading reads right to left').toBe('rtl');
  expect(layout.right, 'the heading starts at the right').toBeLessThanOrEqual(layout.left + 1);
}

/** An amount reads left to right, isolated from the right-to-left words around it. */
async function expectAmountIsolatedLtr(page: Page): Promise<void> {
  const amount = page.getByText(SHEKELS).first();
  await expect(amount).toBeVisible();
  const style = await amount.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    unicodeBidi: getComputedStyle(el).unicodeBidi,
  }));
  expect(style).toEqual({ direction: 'ltr', unicodeBidi: 'isolate' });
}

/** Pagination runs right to left: next page towards the left, its glyph turned to point there. */
async function expectPaginationMirrored(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: NEXT_PAGE }).first();
  const previous = page.getByRole('button', { name: PREVIOUS_PAGE }).first();
  for (const control of [next, previous])
    expect(await transformOf(control.locator('[aria-hidden="true"]').first())).toBe(MIRRORED);
  const nextBox = await next.boundingBox();
  const previousBox = await previous.boundingBox();
  expect(nextBox && previousBox && nextBox.x < previousBox.x, 'next page is towards the left').toBe(true);
}

/** The closer look some pages get, on the same load. */
const DETAILS: Readonly<Record<string, (page: Page, viewport: Viewport) => Promise<void>>> = {
  '/': async (page, viewport) => {
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
    if (viewport.width === PHONE.width) return;
    // 'raised of %s goal' on one line: the Hebrew words first (rightmost), the amount to their left, and the
    // amount itself left to right (digits, then the shekel), as the raised amount above it.
    const caption = page.getByText(/^גויסו מתוך יעד של .*150,000\u00a0₪/);
    const words = await glyphEdges(caption, 'גויסו');
    const amount = await glyphEdges(caption, '150,000\u00a0₪');
    expect(amount.last, 'the amount sits left of the words that precede it').toBeLessThan(words.last);
    expect(amount.first, 'the digits come before the shekel, left to right').toBeLessThan(amount.last);
    const raised = page.getByText(SHEKELS).first();
    const raisedEdges = await glyphEdges(raised, (await raised.textContent()) ?? '');
    expect(raisedEdges.first).toBeLessThan(raisedEdges.last);
  },
  '/team/1/': async (page, viewport) => {
    await expectFillsFromTheRight(await firstPartlyFilledBar(page));
    await expectAmountIsolatedLtr(page);
    const h1 = await page.locator('h1').boundingBox();
    expect(h1 && h1.x + h1.width > viewport.width / 2, 'the heading sits on the right half').toBe(true);
  },
  '/register/': async (page) => {
    const transforms = await page
      .locator('main a svg')
      .evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).transform));
    expect(transforms.length, 'the cards’ arrows').toBeGreaterThan(0);
    for (const transform of transforms) expect(transform, 'an arrow points left').toBe(MIRRORED);
  },
  '/team-leaderboard/': expectPaginationMirrored,
  [TEAMS_TAB]: async (page) => {
    const table = page.locator(`${ADMIN_MOUNT} table`);
    const headers = table.locator('thead tr').first().locator('th');
    const first = await headers.first().boundingBox();
    const last = await headers.last().boundingBox();
    expect(first && last && first.x > last.x, 'the first column is the rightmost').toBe(true);
    await expectFillsFromTheRight(await firstPartlyFilledBar(table));
    // The goal cell: 'X of Y' with the shekel after each amount, digits left to right.
    const goal = table.locator('tbody tr').first().getByText(/₪/).first();
    const amount = /\d[\d,]*\u00a0₪/.exec((await goal.textContent()) ?? '')?.[0] ?? '';
    expect(amount, 'a shekel amount in the goal cell').not.toBe('');
    const edges = await glyphEdges(goal, amount);
    expect(edges.first, 'digits before the shekel, left to right').toBeLessThan(edges.last);
    await expectPaginationMirrored(page);
  },
};

for (const route of VISITOR_ROUTES) {
  const who = route.user ? ` as ${route.user}` : '';
  test(`${route.path}${who} in Hebrew at 375 then 1280 px: mirrored, framed, fits, no CSP violation, axe clean`, async ({
    page,
  }) => {
    await openVisitor(page, route, PHONE);
    await checkAtPhoneThenDesktop(page, VISITOR_MOUNT, async (viewport) => {
      await expectHeadingMirrored(page, VISITOR_MOUNT);
      await DETAILS[route.path]?.(page, viewport);
      await expectFramed(page, route.frame, viewport);
      await expectFitsUnderPolicy(page);
      if (viewport === PHONE) await expectNoAxeViolations(page);
    });
  });
}

for (const route of ADMIN_ROUTES) {
  test(`admin ${route.path} in Hebrew at 375 then 1280 px: mirrored, fits, no CSP violation, axe clean`, async ({
    page,
  }) => {
    await openAdmin(page, route, PHONE);
    await checkAtPhoneThenDesktop(page, ADMIN_MOUNT, async (viewport) => {
      await expectHeadingMirrored(page, ADMIN_MOUNT);
      await DETAILS[route.path]?.(page, viewport);
      await expectFitsUnderPolicy(page);
      if (viewport === PHONE) await expectNoAxeViolations(page);
    });
  });
}
