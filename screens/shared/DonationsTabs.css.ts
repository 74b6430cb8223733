import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const name = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const amount = style({
  flexShrink: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const rank = style({
  display: 'inline-block',
  minWidth: '2ch',
  marginInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** Keeps the panel's height while top donors load, so the page does not jump. */
export const pending = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minBlockSize: '8rem',
});
