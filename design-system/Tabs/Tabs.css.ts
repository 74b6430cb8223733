import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

export const root = style({
  fontFamily: vars.font.family.body,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  // Room for the active indicator, so selecting a tab does not shift the row.
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
      // The indicator variant stays visible on the page whatever the campaign colour.
      borderBottomColor: vars.campaign.primaryIndicator,
    },
    '&:focus-visible': focusRing('-3px'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const content = style({
  paddingTop: vars.space.lg,
  selectors: {
    '&:focus-visible': focusRing(),
  },
});
