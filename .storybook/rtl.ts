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
