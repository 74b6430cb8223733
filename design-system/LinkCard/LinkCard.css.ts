import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardCoveringLink, cardSurface } from '../theme/styleFragments';
import { tokens } from '../theme/tokens';
import { inRtl, mirrored } from '../theme/direction';

export const card = style({
  // The stretched link's overlay is positioned against the card.
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  alignItems: 'start',
  height: '100%',
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.lg,
  ...cardSurface,
  fontFamily: vars.font.family.body,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.campaign.link },
  },
  '@media': {
    [`screen and (min-width: ${tokens.breakpoint.tablet})`]: { padding: vars.space.xl },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const withIcon = style({
  gridTemplateColumns: 'auto minmax(0, 1fr)',
});

/** The picture of the path, in a soft disc of the campaign colour; decorative. */
export const icon = style({
  gridColumn: 1,
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.pill,
  background: [vars.color.surfaceMuted, `color-mix(in srgb, ${vars.campaign.primary} 16%, ${vars.color.surface})`],
  color: vars.campaign.link,
});

globalStyle(`${icon} > svg`, { width: '60%', height: '60%' });

// Title and sentence take the last column: beside the icon, or the whole card without one.
export const title = style({
  gridColumn: '-2 / -1',
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const link = style({
  // Inline, so a title on two lines keeps its arrow after the last word.
  display: 'inline',
  color: vars.color.text,
  textDecoration: 'none',
  // The link covers the whole card: a click anywhere follows it, with one tab stop and the title as its name.
  selectors: cardCoveringLink(`${card}:hover &`),
});

export const tail = style({
  whiteSpace: 'nowrap',
});

export const arrow = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  verticalAlign: '-0.1em',
  color: vars.campaign.link,
  width: '1em',
  height: '1em',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${card}:hover &`]: { transform: `translateX(${vars.space.xs})` },
    // The arrow points (and nudges) towards the end of the line: leftwards in right-to-left pages.
    [inRtl]: { transform: mirrored },
    [`[dir="rtl"] ${card}:hover &`]: { transform: `translateX(calc(-1 * ${vars.space.xs})) ${mirrored}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const description = style({
  gridColumn: '-2 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
