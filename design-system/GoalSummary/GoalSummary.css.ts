import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const headline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

/** The amount raised is the figure a visitor reads first: the largest text in the card. */
export const raised = style({
  color: vars.color.text,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
});

export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});
