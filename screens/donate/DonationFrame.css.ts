import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const wrapper = style({
  position: 'relative',
  minBlockSize: '12rem',
});

export const spinner = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxl,
});

export const frame = style({
  display: 'block',
  inlineSize: '100%',
  // Until the form reports its height: tall enough for a short form, and it scrolls inside if longer.
  blockSize: '40rem',
  border: 0,
  background: vars.color.surface,
});

/** Laid out (so it loads) but invisible and out of the way while the spinner shows. */
export const hidden = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
});
