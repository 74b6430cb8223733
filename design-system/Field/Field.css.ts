import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  padding: 0,
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const help = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.danger,
});

/** The look shared by text inputs, text areas and selects. */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': focusRing(vars.space.xxs),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
    },
  },
});

/** The one screen-reader-only style, shared with the VisuallyHidden component. */
export { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/** A text field's "N characters left", under it at the end of the line; bolder when none are left. */
export const count = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-stage="3"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
  },
});
