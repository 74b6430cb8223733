import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

export const cover = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  minWidth: 0,
});

/** The box keeps a 3:1 ratio before the image arrives, so nothing below moves when it loads. */
export const coverImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@container': { [pageQuery.medium]: { padding: vars.space.xl } },
});
