import { style } from '@vanilla-extract/css';

export const money = style({
  // Figures line up in columns and do not jitter as amounts change (lining too, should a theme font
  // default to old-style figures).
  fontVariantNumeric: 'lining-nums tabular-nums',
  whiteSpace: 'nowrap',
  // An amount reads left to right inside right-to-left text ('₪1,234', not '1,234₪' reordered) and, isolated,
  // never reorders the words around it.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
