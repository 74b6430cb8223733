import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** WordPress draws the admin chrome; the screen only needs breathing room below the host's tab menu. */
export const adminPage = style({
  paddingBlock: vars.space.lg,
  maxInlineSize: '100%',
});

/** Wizard steps and edit forms: a full-width 1280 px textarea reads like a spreadsheet cell. */
export const formWidth = style({
  maxInlineSize: '46rem',
});

/** Holds the screen's place while its code loads. */
export const screenFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '40vh',
  padding: vars.space.xxl,
});
