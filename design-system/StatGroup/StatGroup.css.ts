import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({
  fontFamily: vars.font.family.body,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.lg} ${vars.space.xxl}`,
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'flex',
  // The figure sits above its label on screen; in the DOM the label (dt) comes first, as <dl> requires.
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Same-width digits: figures side by side, and figures that update, do not shift.
  fontVariantNumeric: 'lining-nums tabular-nums',
  // Holds one line's height while a figure is still loading (empty), so nothing below jumps when it arrives.
  minHeight: `calc(${vars.font.size.xl} * ${vars.font.lineHeight.tight})`,
});
