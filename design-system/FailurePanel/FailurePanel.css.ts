import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

export const line = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

/** A button that looks like a link. Body text colour: the campaign link colour is only checked against the page. */
export const reload = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationStyle: 'double' },
    '&:focus-visible': focusRing(),
  },
});
