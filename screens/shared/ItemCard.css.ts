import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** As many 18rem columns as fit: one on phones, two in a theme's column or beside the support card, three at the content width. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A place and 'Closed' together in the card's corner. */
export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});
