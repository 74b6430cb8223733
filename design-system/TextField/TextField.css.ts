import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The input and its show/hide button side by side. */
export const withToggle = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

export const input = style({
  flex: 1,
  minWidth: 0,
});
