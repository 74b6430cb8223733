import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { toneVariants } from '../theme/styleFragments';

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
      ...toneVariants(['success', 'warning', 'info', 'danger', 'gold', 'silver', 'bronze'], (tone) => ({
        background: vars.color[`${tone}Surface`],
        color: vars.color[tone],
      })),
    },
  },
  defaultVariants: badgeDefaults,
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
