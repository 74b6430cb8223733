import { expect, type Locator, type Page } from '@playwright/test';

// Measures for the direction checks of the sweeps: rtl.spec.ts (Hebrew, mirrored) and the left-to-right controls
// in pseudo-locale.spec.ts.

/** The transform a turned (mirrored) drawing computes to. */
export const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

interface Span {
  left: number;
  right: number;
  width: number;
}

/**
 * The part of a bar that shows filled: the indicator is a full-width strip slid along the track (which clips
 * it), so what shows is the strip's overlap with the track; plus the bar's percentage.
 */
export async function visibleFill(bar: Locator): Promise<{ track: Span; fill: Span; percent: number }> {
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

/** The first progress bar in `scope` that is neither empty nor full, whose fill can show a direction. */
export async function firstPartlyFilledBar(scope: Page | Locator): Promise<Locator> {
  const bars = scope.getByRole('progressbar');
  await expect(bars.first()).toBeVisible();
  const count = await bars.count();
  for (let i = 0; i < count; i += 1) {
    const value = Number(await bars.nth(i).getAttribute('aria-valuenow'));
    if (value > 0 && value < 100) return bars.nth(i);
  }
  throw new Error('no partly filled progress bar on the page');
}

/** A partly filled bar's fill hugs the track's right edge and covers its share; the left part stays empty. */
export async function expectFillsFromTheRight(bar: Locator): Promise<void> {
  const { track, fill, percent } = await visibleFill(bar);
  expect(Math.abs(fill.right - track.right), 'the fill ends at the track’s right edge').toBeLessThanOrEqual(1);
  const expectedLeft = track.right - (track.width * percent) / 100;
  expect(Math.abs(fill.left - expectedLeft), 'the fill covers its share from the right').toBeLessThanOrEqual(1.5);
}

/** In a left-to-right page the fill starts at the track's left edge and covers its share. */
export async function expectFillsFromTheLeft(bar: Locator): Promise<void> {
  const { track, fill, percent } = await visibleFill(bar);
  expect(Math.abs(fill.left - track.left), 'the fill starts at the track’s left edge').toBeLessThanOrEqual(1);
  expect(Math.abs(fill.right - (track.left + (track.width * percent) / 100))).toBeLessThanOrEqual(1.5);
}

/** Where `text`'s first and last character sit (their left edges) in the element whose own text holds it. */
export async function glyphEdges(scope: Locator, text: string): Promise<{ first: number; last: number }> {
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

/** The computed transform of an element: 'none', or MIRRORED for a turned glyph. */
export function transformOf(element: Locator): Promise<string> {
  return element.evaluate((el) => getComputedStyle(el).transform);
}
