import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

export const hero = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  minWidth: 0,
  '@container': { [pageQuery.medium]: { gap: vars.space.xl } },
});

/** The logo's box is fixed by its attributes; wide logos scale down inside it. 64 px on phones, 96 px wider. */
export const logo = style({
  display: 'block',
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  flexShrink: 0,
  '@container': { [pageQuery.medium]: { width: '96px', height: '96px' } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: 0,
  overflowWrap: 'break-word',
});

/** Cover and figures side by side in the wide layout, the figures under the cover otherwise. */
export const summaryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@container': { [pageQuery.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

/** 3:1 on phones (the box is kept before the image arrives); beside the card it fills the card's height. */
export const coverImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@container': {
    [pageQuery.medium]: { aspectRatio: '2 / 1' },
    [pageQuery.wide]: { height: '100%', aspectRatio: 'auto', minHeight: '18rem' },
  },
});

export const summaryCell = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const summaryCard = style({
  flex: '1 1 auto',
  justifyContent: 'center',
  '@container': { [pageQuery.medium]: { padding: vars.space.xl } },
});
