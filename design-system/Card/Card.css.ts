import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { cardSurface } from '../theme/styleFragments';
import { tokens } from '../theme/tokens';
import { GRID_COLUMNS, type CardSpan } from './model';

/** The grid is its own size container: cards take their span once the grid (not the window) has room. */
const roomy = `(min-width: ${tokens.container.medium})`;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  containerType: 'inline-size',
  '@container': { [roomy]: { gap: vars.space.xl } },
});

const spans = Array.from({ length: GRID_COLUMNS }, (_, index) => (index + 1) as CardSpan);

/** In a narrow grid every card takes the whole row; in a roomy one, its own share of the 12 columns. */
const spanVariants = Object.fromEntries(
  spans.map((span) => [span, { '@container': { [roomy]: { gridColumn: `span ${span}` } } }]),
) as Record<CardSpan, { '@container': Record<string, { gridColumn: string }> }>;

/** What the recipe applies when a variant is left out (exported for the docs' prop table). */
export const cardDefaults = { span: 4, padding: 'lg' } as const;

export const card = recipe({
  base: {
    gridColumn: `1 / -1`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    ...cardSurface,
  },
  variants: {
    span: spanVariants,
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
      xl: { padding: vars.space.xl },
    },
  },
  defaultVariants: cardDefaults,
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
