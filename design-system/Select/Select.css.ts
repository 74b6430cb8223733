import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Holds the select and draws its chevron, so the arrow follows the text colour in every state. */
export const wrapper = style({
  position: 'relative',
  display: 'block',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: vars.space.lg,
      top: '50%',
      width: vars.space.sm,
      height: vars.space.sm,
      // A down chevron drawn as a turned corner: physical sides, so it still points down in right-to-left.
      borderRight: `${vars.space.xxs} solid currentColor`,
      borderBlockEnd: `${vars.space.xxs} solid currentColor`,
      transform: 'translateY(-75%) rotate(45deg)',
      pointerEvents: 'none',
      color: vars.color.text,
    },
  },
});

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space.xxxl,
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});
