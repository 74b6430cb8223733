import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../design-system';
import { rowList } from '../shared/ItemCard.css';

export const search = style({
  maxInlineSize: '28rem',
});

/** The results line, with a small spinner beside it while the next page or search loads. */
export const summaryRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '1.5rem',
});

export const summary = style({
  margin: 0,
  minBlockSize: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

const list = createContainer('p2p-leaderboard');

/** The list measures its own width: a form page holds it in a 600 px column of a wide page frame. */
export const listFrame = style({ containerName: list, containerType: 'inline-size' });

/**
 * A page's nine rows: one ranked column until the list is 46rem wide, then a 3 × 3 grid. Never two columns: on a
 * tablet or in a theme's 720 px column they left the ninth row alone and read the places in a zigzag.
 */
export const grid = style([
  rowList,
  {
    '@container': {
      [`${list} (min-width: 46rem)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    },
  },
]);

export const item = style({
  minWidth: 0,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxl,
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const noMatchActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
