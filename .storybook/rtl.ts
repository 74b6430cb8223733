import { expect } from 'storybook/test';

/**
 * A story shown right to left in Hebrew (the toolbar's direction and locale, fixed for the story), so the
 * visual suite keeps a baseline of the mirrored layout. Out of the docs pages, which stay left to right.
 */
export const rightToLeft: { globals: Record<string, string>; tags: string[] } = {
  globals: { direction: 'rtl', locale: 'he_IL' },
  tags: ['!autodocs'],
};

/** The computed transform of a drawing turned round (scaleX(-1)). */
export const MIRRORED_TRANSFORM = 'matrix(-1, 0, 0, 1, 0, 0)';

/**
 * An amount as a Hebrew site writes it (STORY_LOCALE_SETTINGS.he_IL): figures grouped by ',', a space (a plain or
 * a no-break one), '₪' after; on its own (Money) or inside a sentence ('גויסו מתוך יעד של 10,000 ₪').
 */
export const SHEKEL_AMOUNT = /\d{1,3}(?:,\d{3})*[ \u00a0]₪/g;
/** An amount in the fixtures' own dollars ('$48,250'): none may be left once the toolbar says he_IL. */
const DOLLAR_AMOUNT = /\$\d/;

/**
 * Browsers lay a story out; jsdom (a story file's unit test that runs the plays, e.g. TeamsScreen.stories.test)
 * does not, so there every box measures 0 and a geometry check would say nothing true.
 */
export const laysOut = (): boolean => !navigator.userAgent.includes('jsdom');

/** Where the characters of a text node from `start` to `end` are painted. */
function textRect(node: Text, start: number, end: number): DOMRect {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  return range.getBoundingClientRect();
}

/** Painted where it stands: not hidden, not squeezed into the 1-px box of a screen-reader-only text. */
function shownInFull(node: Text): boolean {
  const parent = node.parentElement;
  if (!parent?.checkVisibility()) return false;
  const box = parent.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * The money in `root` follows the story's Hebrew locale: at least one amount reads '48,250 ₪' and none '$48,250';
 * in a browser each shekel amount also reads left to right inside the Hebrew text, its sign right of its figures
 * (not '₪ 48,250', as the bidi algorithm would show an amount left unisolated) and on the same line. So the story
 * fails when money stops following the toolbar's locale. Returns how many amounts it checked.
 */
export async function expectShekelAmounts(root: Node): Promise<number> {
  const nodes = textNodes(root);
  await expect(nodes.filter((node) => DOLLAR_AMOUNT.test(node.data)).map((node) => node.data)).toEqual([]);
  let count = 0;
  for (const node of nodes) {
    for (const match of node.data.matchAll(SHEKEL_AMOUNT)) {
      count += 1;
      if (!laysOut() || !shownInFull(node)) continue;
      const end = match.index + match[0].length;
      const figures = textRect(node, match.index, match.index + 1);
      const sign = textRect(node, end - 1, end);
      await expect(sign.left, `'₪' right of the figures in '${node.data}'`).toBeGreaterThanOrEqual(figures.right);
      // On the figures' line: never a sign alone on the next line (formatMoney's no-break space).
      await expect(Math.abs(sign.top - figures.top), `'₪' on the line of its figures in '${node.data}'`).toBeLessThan(
        figures.height / 2,
      );
    }
  }
  await expect(count, 'shekel amounts shown').toBeGreaterThan(0);
  return count;
}

/**
 * Text typed left to right (a Latin name, an email) inside right-to-left UI keeps the order it was typed in: its
 * first character painted left of its second, its last right of the one before. A name that starts or ends in
 * punctuation ('<b>Bold</b> "Quotes"', '"><script>@example.org') fails without isolation (bdi): the bidi
 * algorithm takes the edge punctuation into the Hebrew run, moves it to the other end and mirrors it.
 */
export async function expectTypedOrder(element: Element): Promise<void> {
  const node = textNodes(element).find((text) => text.data.trim().length >= 2);
  if (!node) throw new Error(`no text in ${element.outerHTML}`);
  if (!laysOut()) return;
  const at = (index: number) => textRect(node, index, index + 1);
  const last = node.data.length - 1;
  await expect(at(0).left, `'${node.data}' starts on the left`).toBeLessThan(at(1).left);
  await expect(at(last).right, `'${node.data}' ends on the right`).toBeGreaterThan(at(last - 1).right);
}

/**
 * `later` follows `earlier` in right-to-left reading order: left of it on the same line, or on a line below (a
 * row of buttons wraps in a narrow frame, as the story test's is).
 */
export async function expectReadAfter(earlier: Element, later: Element, what: string): Promise<void> {
  if (!laysOut()) return;
  const first = earlier.getBoundingClientRect();
  const second = later.getBoundingClientRect();
  const sameLine = second.top < first.bottom && first.top < second.bottom;
  if (sameLine) await expect(second.right, `${what}: left of it on the same line`).toBeLessThanOrEqual(first.left + 1);
  else await expect(second.top, `${what}: on a line below`).toBeGreaterThanOrEqual(first.bottom - 1);
}
