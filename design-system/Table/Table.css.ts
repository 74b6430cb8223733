import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

// Below this width the cells would squeeze to a letter a line (375 px phones): the table keeps it and its region
// scrolls sideways instead. Headers never wrap mid-word for the same reason.
export const table = style({
  width: '100%',
  minWidth: '44rem',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** The one screen-reader-only style, shared with the VisuallyHidden component. */
export { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing(vars.space.xxs),
  },
});

export const sortIcon = style({
  flex: 'none',
  width: vars.font.size.md,
  height: vars.font.size.md,
});

export const filterCell = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const filterInput = style({
  width: '100%',
  minHeight: vars.size.controlTiny,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing(vars.space.xxs) },
});

export const row = style({
  selectors: {
    '&:nth-child(even)': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.infoSurface },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const emptyCell = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** Holds the scroller and, while loading, the overlay over it. */
export const frame = style({
  position: 'relative',
  maxWidth: '100%',
});

/** Wide tables scroll sideways here instead of widening the page (375 px phones); focusable for keyboards. */
export const scroller = style({
  // Positioned, so visually hidden text in a cell (absolutely placed) is clipped here and cannot widen the page.
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing(vars.space.xxs) },
});

export const bodyLoading = style({
  opacity: 0.45,
  transition: 'opacity 120ms ease-out',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.controlMedium,
});

export const sortSpinner = style({
  marginInlineStart: vars.space.xs,
});

export const selectCell = style({
  width: '1%',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export { choiceControl as selectBox } from '../Field/choice.css';

export const blankSlate = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const blankSlateTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const blankSlateDescription = style({
  color: vars.color.textMuted,
});
