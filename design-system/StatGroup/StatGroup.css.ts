import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { pageContainer } from '../Layout/container.css';
import { vars } from '../theme/contract.css';
import { tokens } from '../theme/tokens';

export const group = style({
  fontFamily: vars.font.family.body,
});

export const list = recipe({
  base: { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0 },
  variants: {
    size: {
      large: { gap: `${vars.space.lg} ${vars.space.xxl}` },
      // Secondary figures in equal columns, as many as fit: they line up however long each figure is.
      small: {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(5.5rem, 1fr))',
        gap: `${vars.space.md} ${vars.space.lg}`,
      },
    },
  },
  defaultVariants: { size: 'large' },
});

export const item = style({
  display: 'flex',
  // The figure sits above its label on screen; in the DOM the label (dt) comes first, as <dl> requires.
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** Hidden while the page frame is narrower than the medium layout (a phone); shown anywhere else. */
export const roomyOnly = style({
  '@container': { [`${pageContainer} (width < ${tokens.container.medium})`]: { display: 'none' } },
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const value = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    // Same-width digits: figures side by side, and figures that update, do not shift.
    fontVariantNumeric: 'lining-nums tabular-nums',
  },
  variants: {
    // Each size holds one line's height while a figure is still loading (empty), so nothing below jumps.
    size: {
      large: { fontSize: vars.font.size.xl, minHeight: `calc(${vars.font.size.xl} * ${vars.font.lineHeight.tight})` },
      small: { fontSize: vars.font.size.lg, minHeight: `calc(${vars.font.size.lg} * ${vars.font.lineHeight.tight})` },
    },
  },
  defaultVariants: { size: 'large' },
});

export type StatGroupVariants = NonNullable<RecipeVariants<typeof value>>;

const flash = keyframes({
  from: { backgroundColor: vars.color.successSurface },
  to: { backgroundColor: 'transparent' },
});

/**
 * A figure that just changed (issue 15, live totals): a short fade from a pale tint. With reduced motion the
 * tint holds still for as long as the figure is marked (the screen unmarks it after a moment), with no fade.
 */
export const changed = style({
  borderRadius: vars.radius.sm,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${flash} 1.6s ${vars.motion.easing} both` },
    '(prefers-reduced-motion: reduce)': { backgroundColor: vars.color.successSurface },
  },
});
