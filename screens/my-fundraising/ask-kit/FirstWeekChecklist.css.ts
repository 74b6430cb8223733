import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
});

/** The tick or the empty circle: a shape, with the state also said in words beside it. */
export const mark = style({
  width: vars.font.size.lg,
  height: vars.font.size.lg,
  marginBlockStart: vars.space.xxs,
  color: vars.color.textMuted,
  selectors: { '[data-state="done"] > &': { color: vars.color.success } },
});

export const body = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'baseline' });
