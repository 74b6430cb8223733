import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/**
 * A quiet strip at the foot of the page: a rule above it, a small heading, then one row of small logos. The
 * sponsors are thanked without competing with the story and the Donate button above them.
 */
export const strip = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.md} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  color: vars.campaign.link,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/**
 * Logos keep their box (width/height attributes, so no shift) and scale into a 56 px line, in their own colours: a
 * sponsor paid to be seen, and greyed logos at 75 % read as disabled. The strip's place at the foot of the page
 * and its small heading keep them from competing with the story and the Donate button.
 */
export const logo = style({
  display: 'block',
  width: 'auto',
  maxWidth: '10rem',
  height: '3.5rem',
  objectFit: 'contain',
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const more = style({ margin: 0 });
