import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Filters at the start, actions at the end; on a phone each group wraps onto its own lines. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const end = style([group, { marginInlineStart: 'auto' }]);
