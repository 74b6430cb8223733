import type { Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box a story actually paints inside #storybook-root, in page coordinates (the story is scrolled to the top).
 * #storybook-root itself is as wide as the viewport, so a small component's change drowned in its
 * 1024-px-wide shot; cropping to what is painted makes every changed pixel count against the allowance.
 * "Painted" means text, replaced elements (img, svg, inputs) and boxes with a background, border,
 * shadow, outline or generated content; empty layout wrappers (ThemeRoot, flex rows) do not widen the box.
 * Returns null when nothing is painted (the caller shoots the root instead).
 */
export function storyContentBox(page: Page): Promise<Box | null> {
  return page.evaluate(measurePaintedBox);
}

/** Runs in the page, so it is self-contained: no imports, no closures over module scope. */
function measurePaintedBox(): Box | null {
  // Anti-aliased edges of round corners and glyphs bleed a pixel past their boxes.
  const EDGE = 2;
  const REPLACED = new Set([
    'IMG',
    'VIDEO',
    'CANVAS',
    'INPUT',
    'TEXTAREA',
    'SELECT',
    'IFRAME',
    'PROGRESS',
    'METER',
    'OBJECT',
    'EMBED',
  ]);
  type Rect = { left: number; top: number; right: number; bottom: number };

  const root = document.querySelector('#storybook-root');
  if (!root) return null;
  const painted: { box: Rect | null } = { box: null };

  const intersect = (a: Rect, b: Rect): Rect => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const add = (rect: Rect, clip: Rect) => {
    const visible = intersect(rect, clip);
    if (visible.right <= visible.left || visible.bottom <= visible.top) return;
    const sofar = painted.box;
    painted.box = sofar
      ? {
          left: Math.min(sofar.left, visible.left),
          top: Math.min(sofar.top, visible.top),
          right: Math.max(sofar.right, visible.right),
          bottom: Math.max(sofar.bottom, visible.bottom),
        }
      : visible;
  };
  const grow = (rect: Rect, by: number): Rect => ({
    left: rect.left - by,
    top: rect.top - by,
    right: rect.right + by,
    bottom: rect.bottom + by,
  });
  const transparent = (color: string) =>
    color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
  const px = (value: string) => Number.parseFloat(value) || 0;

  /** How far shadows and outlines reach past the border box. */
  const overhang = (style: CSSStyleDeclaration): number => {
    let reach = 0;
    if (style.outlineStyle !== 'none') reach = Math.max(reach, px(style.outlineWidth) + px(style.outlineOffset));
    if (style.boxShadow !== 'none') {
      // Computed shadows read "rgba(…) 0px 4px 12px 0px[ inset], …": drop the colours, keep the lengths.
      for (const shadow of style.boxShadow.replace(/\([^)]*\)/g, '').split(',')) {
        if (/\binset\b/.test(shadow)) continue;
        const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.match(/-?[\d.]+px/g) ?? []).map(px);
        reach = Math.max(reach, Math.max(Math.abs(x), Math.abs(y)) + blur + spread);
      }
    }
    return Math.max(0, reach);
  };

  const paints = (element: Element, style: CSSStyleDeclaration): boolean => {
    if (REPLACED.has(element.tagName) || element instanceof SVGSVGElement) return true;
    if (!transparent(style.backgroundColor) || style.backgroundImage !== 'none') return true;
    if (style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && px(style.outlineWidth) > 0)) return true;
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      const width = px(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
      const lineStyle = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
      const color = style.getPropertyValue(`border-${side.toLowerCase()}-color`);
      if (width > 0 && lineStyle !== 'none' && lineStyle !== 'hidden' && !transparent(color)) return true;
    }
    return ['::before', '::after'].some((pseudo) => {
      const content = getComputedStyle(element, pseudo).content;
      return content !== 'none' && content !== 'normal' && content !== '';
    });
  };

  const visit = (element: Element, clip: Rect) => {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.opacity === '0') return;
    // The visually-hidden pattern: clipped to nothing, painted nowhere.
    if (style.clipPath === 'inset(50%)' || /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip)) return;
    const box = element.getBoundingClientRect();
    if (style.visibility === 'visible' && paints(element, style)) add(grow(box, overhang(style)), clip);
    if (style.display === 'list-item' && style.listStyleType !== 'none') {
      // An outside marker hangs left of the item's box, about two ems at most.
      add({ left: box.left - 2 * px(style.fontSize), top: box.top, right: box.right, bottom: box.bottom }, clip);
    }
    if (element instanceof SVGSVGElement) return; // the svg's own box holds its shapes
    const clipsChildren = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none';
    const childClip = clipsChildren ? intersect(clip, box) : clip;
    for (const child of element.childNodes) {
      if (child instanceof Element) visit(child, childClip);
      else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim() && style.visibility === 'visible') {
        const range = document.createRange();
        range.selectNodeContents(child);
        for (const rect of range.getClientRects()) add(rect, childClip);
      }
    }
  };

  const page = document.documentElement;
  const everywhere: Rect = { left: 0, top: 0, right: page.scrollWidth, bottom: page.scrollHeight };
  for (const child of root.children) visit(child, everywhere);
  if (!painted.box) return null;
  // Whole pixels, outward, inside the page: a screenshot clip is in device pixels (scale 1 here).
  const edged = intersect(grow(painted.box, EDGE), everywhere);
  const left = Math.floor(edged.left);
  const top = Math.floor(edged.top);
  return { x: left, y: top, width: Math.ceil(edged.right) - left, height: Math.ceil(edged.bottom) - top };
}
