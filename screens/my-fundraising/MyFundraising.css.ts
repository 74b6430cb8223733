import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

/** Main column (figures, prompts, donations, asks) beside an aside (checklist, settings) in the wide layout. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': { [pageQuery.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.xxl } },
});

/** The page's head: the heading and the link to the public page on one line when they fit. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});
