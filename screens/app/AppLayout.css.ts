import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** Holds the page's place while its code loads, so the layout does not jump when it arrives. */
export const pageFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '50vh',
  padding: vars.space.xxxl,
});
