import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textArea = style({
  display: 'block',
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.relaxed,
});
