import { style } from '@vanilla-extract/css';

/** At least a viewport tall: when the real content replaces it, nothing below can have been on screen. */
export const placeholder = style({
  minBlockSize: '100vh',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
});
