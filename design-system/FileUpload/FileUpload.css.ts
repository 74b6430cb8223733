import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dropzone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.space.xxs} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="accept"]': { borderColor: vars.color.focus, background: vars.color.infoSurface },
    '&[data-state="reject"]': { borderColor: vars.color.danger, background: vars.color.dangerSurface },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-disabled="true"]': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
  },
});

export const hint = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

globalStyle(`${errors} > p`, { margin: 0 });

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: vars.size.avatarLarge,
});

export const image = style({
  display: 'block',
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const fileName = style({
  maxWidth: '100%',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
