import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export type FontSizeName = keyof typeof vars.font.size;

const sizeVariants = Object.fromEntries(
  (Object.keys(vars.font.size) as FontSizeName[]).map((name) => [name, { fontSize: vars.font.size[name] }]),
) as Record<FontSizeName, { fontSize: string }>;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    selectors: {
      // A heading the app focuses after a route change: the move is for screen readers, not a ring on a title.
      '&[tabindex="-1"]:focus': { outline: 'none' },
    },
  },
  variants: { size: sizeVariants },
});

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    size: sizeVariants,
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      bold: { fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
