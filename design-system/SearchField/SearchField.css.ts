import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

export const field = style({
  flex: '1 1 14rem',
  minWidth: 0,
});
