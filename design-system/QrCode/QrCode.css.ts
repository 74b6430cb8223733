import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const figure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

/** Black on white whatever the campaign colours: scanners need the contrast, and it prints as it shows. */
export const code = style({
  display: 'block',
  inlineSize: 'min(100%, 16rem)',
  aspectRatio: '1',
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const caption = style({
  maxInlineSize: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const downloads = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});
