import { describe, expect, it } from 'vitest';
import { ADMIN_CSS, HOST_CSS, themeCss } from './host-assets';

// Issue 14 §4: the host's stand-in theme and wp-admin chrome mirror under <html dir="rtl"> (he_IL), so they use
// logical properties only: a physical left/right (margin-left, border-right, text-align: left, left: 0…) would
// stay put when the page turns.
const PHYSICAL =
  /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)[\w-]*|left|right)\s*:|text-align\s*:\s*(?:left|right)/;

describe('host stylesheets are written with logical properties', () => {
  it.each([
    ['host pages', HOST_CSS],
    ['wp-admin chrome', ADMIN_CSS],
    ['theme with a content column', themeCss(720)],
  ])('%s: no physical left/right', (_name, css) => {
    const offending = css.split('\n').filter((line) => PHYSICAL.test(line));
    expect(offending).toEqual([]);
  });

  it('the check itself catches each physical form', () => {
    for (const rule of [
      'a { margin-left: 1px; }',
      'a { border-right-color: red; }',
      'a { left: 0; }',
      'td { text-align: right; }',
    ]) {
      expect(PHYSICAL.test(rule), rule).toBe(true);
    }
    for (const rule of [
      'a { margin-inline-start: 1px; }',
      'a { inset-inline-start: 0; }',
      'td { text-align: start; }',
    ]) {
      expect(PHYSICAL.test(rule), rule).toBe(false);
    }
  });
});
