import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const initialsAvatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    verticalAlign: 'middle',
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: vars.size.avatarSmall, height: vars.size.avatarSmall, fontSize: vars.font.size.sm },
      medium: { width: vars.size.avatarMedium, height: vars.size.avatarMedium, fontSize: vars.font.size.xl },
      large: { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: vars.font.size.display },
    },
    state: {
      // A light wash of the campaign colour behind body text: any primary mixed this thin with the surface
      // stays light enough for the text colour to read (browsers without color-mix get the muted surface).
      initials: {
        background: [
          vars.color.surfaceMuted,
          `color-mix(in srgb, ${vars.campaign.primary} 16%, ${vars.color.surface})`,
        ],
        color: vars.color.text,
      },
      anonymous: { background: vars.color.surfaceMuted, color: vars.color.borderStrong },
    },
  },
  defaultVariants: { size: 'medium', state: 'initials' },
});
