import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/**
 * The cover band: a fixed shape (3:1 on phones, 4:1 wider, 5:1 in the wide layout) so nothing below moves while
 * the picture loads; in the campaign colour, which is all it shows when the campaign has no cover.
 */
export const cover = style({
  aspectRatio: '3 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.campaign.primary,
  '@container': { [pageQuery.medium]: { aspectRatio: '4 / 1' }, [pageQuery.wide]: { aspectRatio: '5 / 1' } },
});

/** Any picture fills the band: cropped around its middle, never stretched. */
export const coverImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  objectPosition: '50% 50%',
});

/**
 * Face and name under the band; the face rises over the band's lower edge by half its height, whatever the
 * text beside it holds (milestones, captain, owner actions can make it taller than the face: aligned to the end,
 * the face would sink below the band). On phones the text goes under the face, full width, as on the big
 * fundraising sites; from the medium layout up it stands beside the face.
 */
export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlockStart: vars.space.sm,
  paddingInline: vars.space.md,
  '@container': {
    [pageQuery.medium]: { flexDirection: 'row', gap: vars.space.xl, paddingInline: vars.space.xl },
  },
});

const FACE_PHONE = '104px';
const FACE_WIDE = '160px';

/** The face, large: 104 px on phones, 160 px from the medium layout up, ringed in the page colour. */
export const face = style({
  inlineSize: FACE_PHONE,
  blockSize: FACE_PHONE,
  marginBlockStart: `calc(${FACE_PHONE} / -2)`,
  flexShrink: 0,
  boxShadow: `0 0 0 4px ${vars.color.surface}, 0 0 0 5px ${vars.color.border}`,
  '@container': {
    [pageQuery.medium]: { inlineSize: FACE_WIDE, blockSize: FACE_WIDE, marginBlockStart: `calc(${FACE_WIDE} / -2)` },
  },
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  // Stretch, not flex-start: a child sized to its content would grow to the longest unbroken word.
  alignItems: 'stretch',
  gap: vars.space.xs,
  // Under the face on phones: the full width (flex-basis 0 in a column would collapse it to its content height).
  alignSelf: 'stretch',
  flex: '1 1 auto',
  minWidth: 0,
  '@container': { [pageQuery.medium]: { flex: '1 1 0', paddingBlockStart: vars.space.sm } },
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
