import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** A thin strip above the page: small text, no fill, so the page's own h1 stays the first thing one reads. */
export const bar = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const items = style({
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

/** A long name gives way (ellipsis) before the links do, so the bar stays one line on a 375 px phone. */
export const name = style({
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const link = style({
  flex: 'none',
  whiteSpace: 'nowrap',
});
