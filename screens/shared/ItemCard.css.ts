import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

/**
 * ItemCard's rows: one column on phones; once the page frame (a container query, so a theme's 720 px column counts
 * as narrow) has room, as many 18rem columns as fit: two in a 720 px column, three at the content width.
 */
/** A bare list of rows, one column: what every list of ItemCards starts from. */
export const rowList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardGrid = style([
  rowList,
  {
    '@container': {
      [pageQuery.medium]: {
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
        gap: vars.space.md,
      },
    },
  },
]);

/** A place and 'Closed' together in the card's corner. */
export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});
