import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { tokens } from '../theme/tokens';
import { pageContainer, pageQuery } from './container.css';

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

/**
 * The outermost box of every screen: the size container that page layouts query, the side gutters and the
 * space above and below. Gutters follow the window (a theme column brings its own margins, so they stay small).
 */
export const frame = style({
  containerName: pageContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  // The first child (an account line, a notice, or the page) sits close to the top; the page gets air below it.
  gap: vars.space.xl,
  inlineSize: '100%',
  paddingInline: vars.space.lg,
  paddingBlock: `${vars.space.sm} ${vars.space.xxxl}`,
  '@media': {
    [`screen and (min-width: ${tokens.breakpoint.tablet})`]: {
      paddingInline: vars.space.xl,
      paddingBlockStart: vars.space.md,
    },
  },
});

/** One page inside the frame: centred at its width, its sections spaced by the vertical rhythm. */
export const page = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxl,
    inlineSize: '100%',
    minWidth: 0,
    marginInline: 'auto',
    '@container': { [pageQuery.wide]: { gap: vars.space.xxxl } },
  },
  variants: {
    width: {
      /** Campaign, team and fundraiser pages, leaderboards, donate pages: the content width. */
      wide: { maxInlineSize: vars.size.contentMax },
      /** Forms and every wizard step: one readable column that keeps its width from step to step. */
      narrow: { maxInlineSize: vars.size.contentNarrow },
    },
  },
  defaultVariants: { width: 'wide' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
export type PageVariants = NonNullable<RecipeVariants<typeof page>>;
