import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

/** What a Button is without `color`, `size` or `fullWidth` (exported for the docs' prop table). */
export const buttonDefaults = { color: 'primary', size: 'medium', fullWidth: false } as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `filter ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([aria-disabled="true"]):not(:disabled)': { filter: 'brightness(0.92)' },
      '&:focus-visible': focusRing(),
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    color: {
      primary: { background: vars.campaign.primary, color: vars.campaign.primaryForeground },
      secondary: { background: vars.campaign.secondary, color: vars.campaign.secondaryForeground },
      outline: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong },
      /** Destructive actions (delete): white on the danger red reads at 6.5:1. */
      danger: { background: vars.color.danger, color: vars.color.surface },
    },
    size: {
      tiny: {
        minHeight: vars.size.controlTiny,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.font.size.xs,
      },
      small: {
        minHeight: vars.size.controlSmall,
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.sm,
      },
      medium: {
        minHeight: vars.size.controlMedium,
        padding: `${vars.space.sm} ${vars.space.xl}`,
        fontSize: vars.font.size.md,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: buttonDefaults,
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
