import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const actions = style({ display: 'grid', gap: vars.space.xs });

/** Copy link and the page's extra actions (QR code): equal buttons that share a row, wrapping on a 320 px phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: vars.space.xs,
});

export const buttonIcon = style({
  width: vars.font.size.md,
  height: vars.font.size.md,
  flexShrink: 0,
  marginInlineEnd: vars.space.xs,
});
