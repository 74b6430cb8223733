import { colord } from 'colord';
import { expect } from 'storybook/test';
import { MIN_NON_TEXT_CONTRAST, contrastRatio } from '../design-system/theme/campaignColors';
import { tokens } from '../design-system/theme/tokens';

// Play-function checks on what the browser actually paints: jsdom applies no vanilla-extract CSS, so only a
// real browser can tell that a shape reads the indicator variable and stands out from what surrounds it.

/** The value a theme variable (`var(--name)` from the contract) has where `element` sits. */
export function themeValue(element: Element, reference: string): string {
  const name = reference.replace(/^var\((.*)\)$/, '$1');
  return getComputedStyle(element).getPropertyValue(name).trim();
}

/** A computed colour property as 6-digit hex. */
export function paintedHex(element: Element, property: string): string {
  return colord(getComputedStyle(element).getPropertyValue(property)).toHex();
}

/** The first opaque background at or above `element`: what a shape drawn there is seen against. */
export function backdropHex(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const background = colord(getComputedStyle(node).backgroundColor);
    if (background.alpha() > 0) return background.alpha(1).toHex();
  }
  return tokens.color.page;
}

/** The shape is painted in the theme's indicator colour, at 3:1 or more against each neighbour. */
export async function expectIndicator(shape: Element, property: string, variable: string, neighbours: string[]) {
  const painted = paintedHex(shape, property);
  await expect(painted).toBe(themeValue(shape, variable));
  for (const neighbour of neighbours) {
    await expect(contrastRatio(painted, neighbour), `${painted} against ${neighbour}`).toBeGreaterThanOrEqual(
      MIN_NON_TEXT_CONTRAST,
    );
  }
}

/** A progress bar's fill: the indicator colour, at 3:1 against its track and the surface the bar sits on. */
export async function expectBarFill(bar: HTMLElement, variable: string) {
  const fill = bar.firstElementChild;
  if (!fill) throw new Error(`the bar "${bar.getAttribute('aria-label') ?? ''}" has no fill`);
  await expectIndicator(fill, 'background-color', variable, [backdropHex(bar), backdropHex(bar.parentElement ?? bar)]);
}

/**
 * The part of `widget` (a navigation, a tab list) that `selector` finds is painted in the indicator colour, at 3:1
 * against the widget's backdrop: the current page, the completed step, the active tab.
 */
export async function expectPartIndicator(widget: Element, selector: string, property: string, variable: string) {
  const part = widget.querySelector(selector);
  if (!part) throw new Error(`nothing matches ${selector} in "${widget.getAttribute('aria-label') ?? ''}"`);
  await expectIndicator(part, property, variable, [backdropHex(widget)]);
}
