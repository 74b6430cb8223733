import { style } from '@vanilla-extract/css';

/** Keeps the panel's height while top donors load, so the page does not jump. */
export const pending = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minBlockSize: '8rem',
});
