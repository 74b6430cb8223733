import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  boxSizing: 'border-box',
  overflowWrap: 'anywhere',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, { boxSizing: 'inherit' });

export const portalHost = style({
  position: 'relative',
  zIndex: vars.zIndex.modal,
});
