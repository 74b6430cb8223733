/**
 * A typeface a site or campaign asks for (window.GiveP2P.typeface): a CSS font-family list such as
 * `"Source Sans 3", Arial, sans-serif`. It reaches an inline style as a custom property, so only what a family list
 * is made of is let through: names of letters, digits, spaces, `-`, `_`, `.`, quoted or not, separated by commas.
 * Anything else (a `;`, `url(`, `var(`, braces, an empty name, a CSS-wide keyword) is refused and the app keeps
 * the host page's typeface.
 */
const MAX_LENGTH = 200;
const FAMILY = /^(?:"[\p{L}\p{N} ._-]+"|'[\p{L}\p{N} ._-]+'|[\p{L}\p{N}][\p{L}\p{N} ._-]*)$/u;
const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default']);

export function parseTypeface(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH) return null;
  const families = trimmed.split(',').map((family) => family.trim());
  const valid = families.every((family) => FAMILY.test(family) && !CSS_WIDE.has(family.toLowerCase()));
  return valid ? families.join(', ') : null;
}
