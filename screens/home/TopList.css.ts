import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';
import { cardGrid } from '../shared/ItemCard.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minWidth: 0,
});

export const search = style({
  flex: '0 1 20rem',
  minWidth: 0,
});

export const grid = style([
  cardGrid,
  {
    transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  },
]);

/**
 * Holds about the room of a full list (six rows of about 5rem: one column on a phone, two, then three columns)
 * while the first page loads, so the sections below do not jump.
 */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '32rem',
  '@container': {
    [pageQuery.medium]: { minBlockSize: '16rem' },
    [pageQuery.wide]: { minBlockSize: '11rem' },
  },
});
