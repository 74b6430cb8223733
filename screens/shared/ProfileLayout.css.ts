import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../design-system';

const fromDesktop = `screen and (min-width: ${tokens.breakpoint.desktop})`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 14rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [fromDesktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  minWidth: 0,
});

export const mainColumn = style([column, { '@media': { [fromDesktop]: { gridColumn: 1, gridRow: 1 } } }]);

export const asideColumn = style([column, { '@media': { [fromDesktop]: { gridColumn: 2, gridRow: 1 } } }]);
