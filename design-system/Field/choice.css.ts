import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

// The native box or circle of a checkbox or radio, with its label: one look for both.

/** The control and its label share a row at least a control tall, so the row is an easy target. */
export const choiceCell = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
});

export const choiceControl = style({
  width: vars.font.size.lg,
  height: vars.font.size.lg,
  margin: 0,
  accentColor: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing(vars.space.xxs),
    '&[aria-invalid="true"]': { outline: `1px solid ${vars.color.danger}`, outlineOffset: vars.space.xxs },
    '&[aria-invalid="true"]:focus-visible': { outline: `3px solid ${vars.color.focus}` },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const choiceLabel = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});
