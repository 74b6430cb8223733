import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inRtl, mirrored } from '../theme/direction';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const control = style({
  minWidth: vars.size.controlSmall,
  paddingInline: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The fill is all that marks the current page, so it takes the indicator variant of the primary (3:1 on
    // the page under any campaign colour); the attribute outranks the Button recipe's single class.
    '&[aria-current="page"]': {
      background: vars.campaign.primaryIndicator,
      color: vars.campaign.primaryIndicatorForeground,
    },
  },
});

// The chevrons of first, previous, next and last point along the reading direction: drawn left to right and
// turned by a transform in RTL, so every pointing icon turns one way (see LinkCard's arrow) and a test can read it.
export const glyph = style({
  display: 'block',
  width: vars.font.size.md,
  height: vars.font.size.md,
  selectors: { [inRtl]: { transform: mirrored } },
});
