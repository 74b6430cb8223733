import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { tokens } from '../theme/tokens';

export type SpaceName = keyof typeof vars.space;

/** One variant per space token, so a gap is always a token name. */
const gapVariants = Object.fromEntries(
  (Object.keys(vars.space) as SpaceName[]).map((name) => [name, { gap: vars.space[name] }]),
) as Record<SpaceName, { gap: string }>;

const listReset = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** A Stack without `gap` or `align` (exported for the docs' prop table). */
export const stackDefaults = { gap: 'lg', align: 'stretch' } as const;

export const stack = recipe({
  base: { ...listReset, display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: stackDefaults,
});

export const inline = recipe({
  base: { ...listReset, display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': {
    [`screen and (min-width: ${tokens.breakpoint.tablet})`]: { paddingInline: vars.space.xl },
  },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
