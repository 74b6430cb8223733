import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    border: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: vars.size.avatarSmall, height: vars.size.avatarSmall },
      medium: { width: vars.size.avatarMedium, height: vars.size.avatarMedium },
      large: { width: vars.size.avatarLarge, height: vars.size.avatarLarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
