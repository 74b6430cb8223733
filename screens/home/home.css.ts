import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  minWidth: 0,
});
