import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** The three prompts: a plain bulleted list inside the notice. */
export const prompts = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xxs,
});
