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

/** "Copied" and the like, right under the buttons; empty, it takes no room. */
export const status = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  selectors: { '&:empty': { marginBlockStart: 0 } },
});
