import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { choiceCell as radioCell, choiceControl as radio, choiceLabel as optionLabel } from '../Field/choice.css';

export const options = recipe({
  base: {
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.xxs },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl, rowGap: vars.space.xxs },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

export const description = style({
  gridColumn: '2',
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});
