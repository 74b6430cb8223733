import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const control = style({
  minWidth: vars.size.controlSmall,
  paddingInline: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});
