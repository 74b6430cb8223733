import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const rankBadge = recipe({
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
  },
  // Fixed medal colours (not the campaign's), each text colour checked at 4.5:1 on its surface.
  variants: {
    medal: {
      gold: { color: vars.color.gold, background: vars.color.goldSurface },
      silver: { color: vars.color.silver, background: vars.color.silverSurface },
      bronze: { color: vars.color.bronze, background: vars.color.bronzeSurface },
    },
  },
});

export type RankBadgeVariants = NonNullable<RecipeVariants<typeof rankBadge>>;
