import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { square } from '../theme/styleFragments';

export const avatar = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    // Any shape of photo fills the circle uncropped at the top: a face usually sits above the middle.
    objectFit: 'cover',
    objectPosition: '50% 30%',
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    border: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: square(vars.size.avatarSmall),
      medium: square(vars.size.avatarMedium),
      large: square(vars.size.avatarLarge),
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
