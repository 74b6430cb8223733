import { style } from '@vanilla-extract/css';

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '12rem',
});
