import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const panel = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.md });

/** The send buttons: as many to a row as fit, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const buttonIcon = style({
  width: vars.font.size.md,
  height: vars.font.size.md,
  flexShrink: 0,
  marginInlineEnd: vars.space.xs,
});

/** "Copied" and the like: kept in one place under the tabs, in the body colour so it reads at 4.5:1. */
export const status = style({ minBlockSize: `calc(${vars.font.lineHeight.normal} * 1em)`, margin: 0 });
