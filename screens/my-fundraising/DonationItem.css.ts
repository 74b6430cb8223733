import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Avatar, who and when (with the message under it), then the amount and the thank-you state at the end. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const name = style({
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const when = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The donor's words, whole (the fundraiser reads every one), as plain text with its own line breaks. */
export const message = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const end = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const amount = style({
  fontWeight: vars.font.weight.bold,
});
