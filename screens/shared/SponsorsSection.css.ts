import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '96px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  color: vars.campaign.link,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** Logos keep their box (width/height attributes) and scale down inside it. */
export const logo = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  maxHeight: '72px',
  objectFit: 'contain',
});

export const name = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
