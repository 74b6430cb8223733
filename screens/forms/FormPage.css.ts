import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** Forms read best in a column about half the content width (short lines, labels close to their inputs). */
export const column = style({
  inlineSize: '100%',
  maxInlineSize: `calc(${vars.size.contentMax} / 2)`,
  marginInline: 'auto',
});
