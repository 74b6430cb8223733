import { style } from '@vanilla-extract/css';

export const money = style({
  // Figures line up in columns and do not jitter as amounts change.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
