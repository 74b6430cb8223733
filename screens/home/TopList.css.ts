import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

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

export const grid = style({
  display: 'grid',
  // As many 18rem columns as fit: one on phones, two in a theme column, three at the content width.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

/** Holds roughly one row of cards while the first page loads, so the sections below do not jump. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '16rem',
});

/** A place and 'Closed' together in the card's corner (as on the team leaderboard). */
export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});
