import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export type FontSizeName = keyof typeof vars.font.size;

const sizeVariants = Object.fromEntries(
  (Object.keys(vars.font.size) as FontSizeName[]).map((name) => [name, { fontSize: vars.font.size[name] }]),
) as Record<FontSizeName, { fontSize: string }>;

/**
 * A heading's line height, tracking and weight follow its size: the display and section sizes set tight and bold
 * (large type needs less leading and a little negative tracking to hold together), the smaller ones semibold with
 * room for a second line, so the levels differ by more than their size.
 */
interface HeadingSizeStyle {
  fontSize: string;
  lineHeight: string;
  letterSpacing: string;
  fontWeight?: string;
}

function headingStyle(name: FontSizeName): Omit<HeadingSizeStyle, 'fontSize'> {
  if (name === 'display') {
    return { lineHeight: vars.font.lineHeight.display, letterSpacing: vars.font.letterSpacing.display };
  }
  if (name === 'xxl') return { lineHeight: vars.font.lineHeight.tight, letterSpacing: vars.font.letterSpacing.heading };
  return {
    lineHeight: vars.font.lineHeight.snug,
    letterSpacing: vars.font.letterSpacing.normal,
    fontWeight: name === 'xl' ? vars.font.weight.bold : vars.font.weight.semibold,
  };
}

const headingSizeVariants = Object.fromEntries(
  (Object.keys(vars.font.size) as FontSizeName[]).map((name) => [
    name,
    { fontSize: vars.font.size[name], ...headingStyle(name) },
  ]),
) as Record<FontSizeName, HeadingSizeStyle>;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    textWrap: 'balance',
    selectors: {
      // A heading the app focuses after a route change: the move is for screen readers, not a ring on a title.
      '&[tabindex="-1"]:focus': { outline: 'none' },
    },
  },
  variants: { size: headingSizeVariants },
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
