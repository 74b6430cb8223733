import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const grid = style({
  display: 'grid',
  // As many 18rem columns as the story column holds (two beside the support card on a desktop).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
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
