import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const label = style({
  fontWeight: vars.font.weight.bold,
});

export const field = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlMedium,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'text',
    selectors: { '&:focus-within': focusRing(vars.space.xxs) },
  },
  variants: {
    invalid: { true: { borderColor: vars.color.danger }, false: {} },
    disabled: { true: { background: vars.color.surfaceMuted, cursor: 'not-allowed' }, false: {} },
  },
  defaultVariants: { invalid: false, disabled: false },
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    paddingInlineStart: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.danger,
        borderStyle: 'dashed',
        background: vars.color.dangerSurface,
        color: vars.color.danger,
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;

export const tagText = style({
  overflowWrap: 'anywhere',
  // An address is left-to-right text: in a right-to-left page 'a.b@example.org' must not reorder its dots.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const invalidMark = style({
  fontWeight: vars.font.weight.bold,
});

export const removeIcon = style({
  width: vars.font.size.sm,
  height: vars.font.size.sm,
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlTiny,
  minHeight: vars.size.controlTiny,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.border },
    '&:focus-visible': focusRing(vars.space.xxs),
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.controlTiny,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  // What is typed takes the direction of its first letter: an address runs left to right in an RTL page.
  unicodeBidi: 'plaintext',
});

export const help = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** The one screen-reader-only style, shared with the VisuallyHidden component. */
export { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
