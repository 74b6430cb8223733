import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** A thin strip above the page: small text, no fill, so the page's own h1 stays the first thing one reads. */
export const bar = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const items = style({
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

/**
 * "Signed in as …" takes its whole width when the row has it; when it does not (a longer language, a long name on
 * a phone) the links move to a line of their own, and only a name longer than the row gives way (ellipsis). So a
 * translated sentence is never cut off to keep the bar on one line.
 */
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

/** The signed-in links: one flex item, so a wrap moves both, with the same gap between them as in the row. */
export const links = style([
  link,
  {
    display: 'flex',
    columnGap: vars.space.sm,
  },
]);
