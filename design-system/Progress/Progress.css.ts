import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { inRtl } from '../theme/direction';

/** The filled share, 0..100, set inline by the component. */
export const percentVar = createVar();

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  // A visible edge, so an empty bar still reads as a bar on white cards.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
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
