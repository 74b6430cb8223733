import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../design-system';

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

/** One column on phones, two on tablets, three on desktops: 9 a page fill a 3 × 3 grid. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${tokens.breakpoint.tablet})`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl },
    [`screen and (min-width: ${tokens.breakpoint.desktop})`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({
  minWidth: 0,
});

export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
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
