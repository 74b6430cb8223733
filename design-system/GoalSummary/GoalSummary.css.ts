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
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.display,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacing.display,
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

/**
 * 'Goal reached': a success badge its own size (not stretched across the column). Drawn here rather than with
 * Badge: Badge is shared by lazy pages, so importing it split a chunk of its own onto the first load of /.
 */
export const reached = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
