import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
  minWidth: 0,
});

/** The logo's box is fixed by its attributes; wide logos scale down inside it. */
export const logo = style({
  display: 'block',
  width: '96px',
  height: '96px',
  objectFit: 'contain',
  flexShrink: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: '1 1 18rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
