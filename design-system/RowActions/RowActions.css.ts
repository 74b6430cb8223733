import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

/** A quiet line of small links under a row's title, separated by bars as in WordPress' list tables. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.xs}`,
  margin: `${vars.space.xxs} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&:not(:last-child)::after': { content: '"|"', color: vars.color.textMuted },
  },
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A 24 px target at least (WCAG 2.5.8), though the text is small.
  minHeight: '24px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.campaign.link,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing('1px'),
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const danger = style({ color: vars.color.danger });
