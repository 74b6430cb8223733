import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Each tone is a pale surface with its own dark text colour; every pair reads at 4.5:1 or more. */
/** What the recipe applies when a variant is left out (exported for the docs' prop table). */
export const badgeDefaults = { tone: 'neutral' } as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: '1px solid currentColor',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      success: { background: vars.color.successSurface, color: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      info: { background: vars.color.infoSurface, color: vars.color.info },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
      gold: { background: vars.color.goldSurface, color: vars.color.gold },
      silver: { background: vars.color.silverSurface, color: vars.color.silver },
      bronze: { background: vars.color.bronzeSurface, color: vars.color.bronze },
    },
  },
  defaultVariants: badgeDefaults,
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
