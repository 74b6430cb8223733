import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const nav = style({
  fontFamily: vars.font.family.body,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.font.weight.bold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlTiny,
    height: vars.size.controlTiny,
    borderRadius: vars.radius.pill,
    border: '2px solid',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    state: {
      complete: {
        background: vars.campaign.primary,
        // The edge keeps a pale campaign colour's circle visible on the page.
        borderColor: vars.campaign.primaryIndicator,
        color: vars.campaign.primaryForeground,
      },
      current: {
        background: vars.color.surface,
        borderColor: vars.campaign.link,
        color: vars.campaign.link,
      },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
    },
  },
});

export const checkIcon = style({
  width: vars.font.size.sm,
  height: vars.font.size.sm,
});
