import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const options = recipe({
  base: {
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.xxs },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl, rowGap: vars.space.xxs },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

/** The radio and its label share a row at least a control tall, so the row is an easy target. */
export const radioCell = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
});

export const radio = style({
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

export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});

export const description = style({
  gridColumn: '2',
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});
