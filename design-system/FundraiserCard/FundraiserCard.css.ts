import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardCoveringLink, cardSurface } from '../theme/styleFragments';

export const card = style({
  // The stretched link's overlay is positioned against the card.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  ...cardSurface,
  fontFamily: vars.font.family.body,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const amounts = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});

export const amountItem = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  selectors: { '&:last-child': { textAlign: 'end' } },
});

export const amountLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const amountValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  marginTop: 'auto',
  minHeight: vars.size.controlSmall,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.campaign.primary,
  color: vars.campaign.primaryForeground,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  textDecoration: 'none',
  // The link covers the whole card, so a click anywhere opens the profile with one tab stop.
  selectors: cardCoveringLink('&:hover'),
});
