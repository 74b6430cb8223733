import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Below this list width (a phone, a narrow admin box) the date moves under the name. Measured on the list,
 * not the viewport, because the same list sits in a page column, a 720 px theme column or a sidebar.
 */
const WIDE = '(min-width: 30rem)';

// Named tracks: a list without ranks or dates leaves those tracks empty, and an empty `auto` track takes no
// room because the cells space themselves (padding) instead of a column gap.
const TRACKS = '[rank] auto [avatar] auto [who] minmax(0, 1fr) [date] auto [amount] auto';

export const list = style({
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: TRACKS,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const row = style({
  gridColumn: '1 / -1',
  display: 'grid',
  // Every row shares the list's columns, so dates and amounts line up from row to row; a browser without
  // subgrid keeps the same tracks per row (amounts still end on the same edge).
  gridTemplateColumns: ['auto auto minmax(0, 1fr) auto auto', 'subgrid'],
  // The avatar and the text block centre on each other: a one-line row sits in the avatar's middle.
  alignItems: 'center',
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rank = style({
  gridColumn: 'rank',
  minWidth: '2ch',
  paddingInlineEnd: vars.space.md,
  textAlign: 'end',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const avatar = style({
  gridColumn: 'avatar',
  marginInlineEnd: vars.space.md,
});

/**
 * Name, 'to …' line, date and amount: a grid over the who, date and amount tracks, so the name, the date
 * (wide lists) and the amount share the first line's baseline and still line up with the other rows.
 */
export const text = style({
  gridColumn: 'who / -1',
  display: 'grid',
  gridTemplateColumns: ['minmax(0, 1fr) auto auto', 'subgrid'],
  alignItems: 'baseline',
  minWidth: 0,
});

export const name = style({
  gridColumn: 1,
  gridRow: 1,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const detail = style({
  gridColumn: 1,
  gridRow: 2,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** The donor's message: under the name and 'to …' line, in the name's column, at most three lines. */
export const message = style({
  gridColumn: 1,
  gridRow: 4,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

export const date = style({
  gridColumn: 1,
  gridRow: 3,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  '@container': {
    [WIDE]: { gridColumn: 2, gridRow: 1, paddingInlineStart: vars.space.lg },
  },
});

export const amount = style({
  gridColumn: 3,
  gridRow: 1,
  justifySelf: 'end',
  paddingInlineStart: vars.space.md,
  fontWeight: vars.font.weight.bold,
  textAlign: 'end',
});
