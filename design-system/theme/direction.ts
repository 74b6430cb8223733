/**
 * The selector for a style that applies only in a right-to-left page (the host prints `<html dir="rtl">` for
 * Hebrew, Arabic and the other RTL locales, as WordPress does). Used in `.css.ts` files only, so mirroring is
 * CSS and costs the visitor's first screen no script. An attribute selector rather than `:dir(rtl)`, which
 * browsers before 2024 drop with the whole rule.
 */
export const inRtl = '[dir="rtl"] &';

/** A drawing that points along the reading direction (an arrow, a chevron), turned round in RTL. */
export const mirrored = 'scaleX(-1)';
