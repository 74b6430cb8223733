import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { square } from '../theme/styleFragments';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

/** What the recipe applies when a variant is left out (exported for the docs' prop table). */
export const spinnerDefaults = { size: 'medium', tone: 'campaign' } as const;

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      tiny: square(vars.space.lg),
      small: square(vars.space.xl),
      medium: square(vars.space.xxl),
      large: square(vars.space.xxxl),
    },
    tone: {
      // The link colour is the campaign colour darkened until it reads on the page.
      campaign: { color: vars.campaign.link },
      // Inside a filled button: follow the button's foreground.
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: spinnerDefaults,
});

export const graphic = style({
  width: '100%',
  height: '100%',
  animation: `${spin} calc(${vars.motion.normal} * 4) linear infinite`,
  '@media': {
    // No turning for people who ask for less motion; a slow fade still says "working".
    '(prefers-reduced-motion: reduce)': {
      animation: `${pulse} calc(${vars.motion.normal} * 10) ease-in-out infinite`,
    },
  },
});

export const track = style({ opacity: 0.25 });

// The hint sits under the spinner, centred, in the quiet text style: it reassures, it does not alarm.
export const withHint = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const hintText = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
