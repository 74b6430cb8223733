import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../design-system';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${tokens.breakpoint.tablet})`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '12rem',
});
