import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';
import { cardGrid } from '../shared/ItemCard.css';

export const search = style({
  maxInlineSize: '28rem',
});

/** The results line, with a small spinner beside it while the next page or search loads. */
export const summaryRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '1.5rem',
});

export const summary = style({
  margin: 0,
  minBlockSize: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** At the content width 9 a page fill a 3 × 3 grid of rows; on a phone, one column. */
export const grid = style([cardGrid, { '@container': { [pageQuery.wide]: { gap: vars.space.lg } } }]);

export const item = style({
  minWidth: 0,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxl,
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const noMatchActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
