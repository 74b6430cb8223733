import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
});

/** The box and its label share a row at least a control tall, so the row is an easy target. */
export const boxCell = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
});

export const box = style({
  width: vars.font.size.lg,
  height: vars.font.size.lg,
  margin: 0,
  accentColor: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
    '&[aria-invalid="true"]': { outline: `1px solid ${vars.color.danger}`, outlineOffset: vars.space.xxs },
    '&[aria-invalid="true"]:focus-visible': { outline: `3px solid ${vars.color.focus}` },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});

/** Help and error sit under the label, aligned with its text. */
export const below = style({
  gridColumn: '2',
});
