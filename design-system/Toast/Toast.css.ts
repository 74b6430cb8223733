import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

/** The live region: always in the page (a region added with its message is often not read), empty between toasts. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = style({
  maxWidth: '28rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
