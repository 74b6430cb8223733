import { style } from '@vanilla-extract/css';

/** An amount, not a sentence: the field is as wide as a large goal needs, not the card's width. */
export const goalField = style({
  maxInlineSize: '16rem',
});
