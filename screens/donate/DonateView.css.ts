import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/**
 * The summary sits beside the form only where both fit: the donation form needs about 28 rem of its own.
 * Measured on the width the page gets (full width, or a theme's 720 px column, where they stack).
 */
const WIDE = '(min-width: 48rem)';

export const page = style({
  containerType: 'inline-size',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': {
    [WIDE]: { gridTemplateColumns: 'minmax(15rem, 20rem) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

/** Picture and heading: side by side on a phone, the picture on top in the side column. */
export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@container': {
    [WIDE]: { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

/** The campaign's cover: a small square crop on a phone, a 3:1 banner in the side column. */
export const cover = style({
  flexShrink: 0,
  display: 'block',
  width: vars.size.avatarMedium,
  height: vars.size.avatarMedium,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@container': {
    [WIDE]: { width: '100%', height: 'auto', aspectRatio: '3 / 1' },
  },
});

export const raised = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const raisedAmount = style({
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
