import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** The member's name with its badges (Captain, Pending approval) wrapping under it on a narrow column. */
export const nameCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: '7rem',
});

/** What the member raised, their goal under it; neither wraps. */
export const amounts = style({ display: 'grid', gap: vars.space.xxs, whiteSpace: 'nowrap' });

/** The bar and its percentage side by side; the bar keeps a readable length when the table scrolls. */
export const progressCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: '6rem',
});

export const progressBar = style({ flex: '1 1 auto', minInlineSize: '4rem' });

/** '100%' stays on one line beside its bar. */
export const percent = style({ whiteSpace: 'nowrap' });

/**
 * The 'Reminded today' note above Remind and Remove, the two buttons always on one line (on a tablet they used to
 * stack, making every row three buttons tall; the table scrolls sideways instead when it must). Positioned, so the
 * buttons' visually hidden names (absolutely placed) stay inside the table's sideways scroller: placed by the
 * table's frame instead, they widened the whole page on a phone (658 px at 375).
 */
export const actionsCell = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
});

export const actionButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

/** '42 minutes ago' on one line, not three. */
export const lastGift = style({ whiteSpace: 'nowrap' });

export const invitationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const invitationRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const invitationText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

/** An address is one long word: it breaks anywhere rather than push the Resend button off a phone's screen. */
export const email = style({ overflowWrap: 'anywhere' });

/** The row's outcome sits under the address and the button, as wide as the row. */
export const invitationOutcome = style({ flexBasis: '100%' });

/** Holds the team table's place while its code loads (CodeLoading's large spinner in the middle). */
export const teamCodeLoading = style({ display: 'grid', placeItems: 'center', minBlockSize: '8rem' });
