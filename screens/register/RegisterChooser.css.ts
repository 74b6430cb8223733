import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** Sized on the width the page gets (a full-width page, or a theme's narrow content column). */
export const choices = style({
  containerType: 'inline-size',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    // Three across only where each card keeps a readable line (about 16 rem of text beside its icon).
    '(min-width: 56rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
  },
});
