import { style } from '@vanilla-extract/css';
import { pageQuery } from '../Layout/container.css';
import { vars } from '../theme/contract.css';

/** Keeps the end of the page readable: the same height as the bar, in the flow, only where the bar can show. */
export const spacer = style({
  blockSize: `calc(${vars.size.controlMedium} + 2 * ${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  '@container': { [pageQuery.wide]: { display: 'none' } },
});

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: `max(${vars.space.lg}, env(safe-area-inset-left, 0px))`,
  // The home indicator on notched phones sits under the bar's padding, never over the button.
  paddingBlockEnd: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, visibility ${vars.motion.normal}`,
  selectors: {
    '&[data-state="closed"]': { transform: 'translateY(110%)', visibility: 'hidden' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  // From the wide layout up the support card stays on screen beside the story: no bar needed.
  '@container': { [pageQuery.wide]: { display: 'none' } },
});

export const text = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const action = style({
  flex: '0 0 auto',
});
