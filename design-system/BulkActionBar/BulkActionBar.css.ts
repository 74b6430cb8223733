import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const count = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontWeight: vars.font.weight.bold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
