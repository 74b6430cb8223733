import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.xxs,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    // Not earned yet: a dashed edge and muted words (the state is also said in words to screen readers).
    '&[data-state="not-yet"]': { borderStyle: 'dashed', color: vars.color.textMuted },
  },
});

/** The icon's disc: filled in the campaign's indicator colour once earned, an outline before. */
export const disc = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlTiny,
  height: vars.size.controlTiny,
  borderRadius: vars.radius.pill,
  flexShrink: 0,
  background: vars.campaign.primaryIndicator,
  color: vars.campaign.primaryIndicatorForeground,
  selectors: {
    [`${badge}[data-state="not-yet"] > &`]: {
      background: 'transparent',
      color: vars.color.textMuted,
      border: `1px dashed ${vars.color.borderStrong}`,
    },
  },
});

export const icon = style({ width: '60%', height: '60%' });
