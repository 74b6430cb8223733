import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { choiceCell as boxCell, choiceControl as box, choiceLabel as label } from '../Field/choice.css';

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
});

/** Help and error sit under the label, aligned with its text. */
export const below = style({
  gridColumn: '2',
});
