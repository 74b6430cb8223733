import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
  '@container': { [pageQuery.medium]: { gap: vars.space.xl } },
});

/** The face: 88 px beside the name on phones, the avatar's full 120 px from the medium layout up. */
export const face = style({
  inlineSize: '88px',
  blockSize: '88px',
  flexShrink: 0,
  boxShadow: `0 0 0 4px ${vars.color.surface}, 0 0 0 5px ${vars.color.border}`,
  '@container': { [pageQuery.medium]: { inlineSize: vars.size.avatarLarge, blockSize: vars.size.avatarLarge } },
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  // Stretch, not flex-start: a child sized to its content would grow to the longest unbroken word.
  alignItems: 'stretch',
  gap: vars.space.xs,
  flex: '1 1 0',
  minWidth: 0,
  // Long names wrap between words; a single word longer than the line breaks only as a last resort.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockStart: vars.space.xs,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@container': { [pageQuery.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.xxxl } },
});

const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  minWidth: 0,
});

export const mainColumn = style([column, { '@container': { [pageQuery.wide]: { gridColumn: 1, gridRow: 1 } } }]);

/** In the wide layout the support card stays in view while the story and donations scroll past. */
export const asideColumn = style([
  column,
  {
    '@container': {
      [pageQuery.wide]: { gridColumn: 2, gridRow: 1, position: 'sticky', insetBlockStart: vars.space.xl },
    },
  },
]);
