import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { inRtl } from '../theme/direction';

/** The filled share, 0..100, set inline by the component. */
export const percentVar = createVar();

/** A 2 px notch at p % of the track, drawn in the card's surface colour so it cuts through track and fill alike. */
const notch = (p: number) =>
  `linear-gradient(to right, transparent calc(${p}% - 1px), ${vars.color.surface} calc(${p}% - 1px), ${vars.color.surface} calc(${p}% + 1px), transparent calc(${p}% + 1px))`;

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  // A visible edge, so an empty bar still reads as a bar on white cards.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  // Milestones (issue 15): notches at 25, 50 and 75 %, over the fill, drawn by CSS alone: no markup for screen
  // readers to walk (the bar's value says it) and no bytes in the first-load script. 100 % is the track's end,
  // marked by the goal-reached fill below. Symmetric, so the same in RTL.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    backgroundImage: [25, 50, 75].map(notch).join(', '),
  },
  selectors: {
    // Goal reached: a full bar in the success colour, with no notches, reads as done rather than stuck at 100 %.
    '&[data-state="complete"]': { boxShadow: `inset 0 0 0 1px ${vars.color.success}` },
    '&[data-state="complete"]::after': { backgroundImage: 'none' },
  },
});

/** The bar and its '✓ 241%' marker on one line; the bar takes the room the marker leaves. */
export const markerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
});

export const marker = style({
  flex: 'none',
  color: vars.color.success,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  // Digits and the percent sign in their own order, also right to left (the locale places the sign).
  unicodeBidi: 'isolate',
});

/** What the recipe applies when a variant is left out (exported for the docs' prop table). */
export const indicatorDefaults = { tone: 'goal' } as const;

export const indicator = recipe({
  base: {
    height: '100%',
    width: '100%',
    borderRadius: vars.radius.pill,
    transform: `translateX(calc(${percentVar} * 1% - 100%))`,
    // Right to left the bar fills from the right: the same slide, the other way.
    selectors: { [inRtl]: { transform: `translateX(calc(100% - ${percentVar} * 1%))` } },
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    // The indicator variants, not the raw colours: a pale campaign colour would vanish against the track.
    tone: {
      goal: { background: vars.campaign.goalIndicator },
      primary: { background: vars.campaign.primaryIndicator },
    },
  },
  defaultVariants: indicatorDefaults,
});

export type ProgressVariants = NonNullable<RecipeVariants<typeof indicator>>;
