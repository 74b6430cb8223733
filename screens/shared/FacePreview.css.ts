import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const facePreview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});
