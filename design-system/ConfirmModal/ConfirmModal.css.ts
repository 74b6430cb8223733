import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
});

/** Cancel then confirm, at the end; stacked full width on a phone so both stay easy to hit. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
