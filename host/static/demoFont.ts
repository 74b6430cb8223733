/**
 * The demo theme's web font (issue 26): Source Sans 3, Adobe's humanist sans, as the variable latin subset from
 * @fontsource-variable/source-sans-3 (one 28.7 KB woff2 for every weight from 200 to 900). A humanist sans reads
 * warm and plain at body sizes, its open shapes hold up on phones and in long stories, and one variable file gives
 * the type scale its regular, semibold and bold without a second request. Pure strings here, so Storybook's
 * preview can print the same faces with its own URL for the file (.storybook/preview.tsx).
 */

export const DEMO_FONT_FAMILY = 'Source Sans 3';
/** The file in node_modules/@fontsource-variable/source-sans-3/files/ (latin subset, upright). */
export const DEMO_FONT_FILE = 'source-sans-3-latin-wght-normal.woff2';
/** Where the reference host serves it. */
export const DEMO_FONT_URL = `/host-assets/fonts/${DEMO_FONT_FILE}`;

/** The latin subset's range, as @fontsource declares it: other scripts (Hebrew) go straight to the fallbacks. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * `font-display: optional` with a preload (render.ts): Chrome holds the first paint briefly for a preloaded
 * optional font and otherwise keeps the fallback for the page's life, so the font never swaps in under the
 * reader (CLS stays 0). The fallback face is Arial (Liberation Sans on Linux) scaled to Source Sans 3's widths and
 * vertical metrics, measured in Chromium: the same text is 92% as wide in Source Sans 3 (92.0% regular, 91.8% bold),
 * and its ascent and descent are 1.02 and 0.40 em (divided by the size adjustment below). Storybook asks for `swap`:
 * its visual tests wait for the fonts, and an optional font that missed the first paint would change a baseline.
 */
export function demoFontFaces(fontUrl: string, display: 'optional' | 'swap' = 'optional'): string {
  return `@font-face { font-family: "${DEMO_FONT_FAMILY}"; font-style: normal; font-weight: 200 900; font-display: ${display};
  src: url("${fontUrl}") format("woff2"); unicode-range: ${LATIN_RANGE}; }
@font-face { font-family: "${DEMO_FONT_FAMILY} Fallback"; src: local("Arial"), local("Liberation Sans"), local("Helvetica");
  size-adjust: 92%; ascent-override: 110.9%; descent-override: 43.5%; line-gap-override: 0%; }
`;
}

/** The theme's text stack: the web font, its metric-matched fallback, then the system's sans. */
export const DEMO_FONT_STACK = `"${DEMO_FONT_FAMILY}", "${DEMO_FONT_FAMILY} Fallback", system-ui, sans-serif`;
