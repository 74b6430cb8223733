import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textArea = style({
  display: 'block',
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.relaxed,
  // Each paragraph takes the direction of its first letter, as StoryText shows it: an English story on a Hebrew
  // page runs left to right with its full stop at the end ('Tell everyone why.', not '.Tell everyone why');
  // an empty field keeps the page's direction.
  unicodeBidi: 'plaintext',
});
