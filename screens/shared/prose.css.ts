import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** Admin HTML and user stories: readable line length and spacing, links in the campaign link colour. */
export const prose = style({
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  minWidth: 0,
  // At most about 85 characters a line, near the home hero's column at 1280 px: the full-width About held ~150.
  maxInlineSize: '44rem',
});

globalStyle(`${prose} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${prose} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBlock: `0 ${vars.space.md}` });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4, ${prose} h5, ${prose} h6`, {
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${prose} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${prose} h3, ${prose} h4, ${prose} h5, ${prose} h6`, { fontSize: vars.font.size.lg });
globalStyle(`${prose} a`, { color: vars.campaign.link, textDecoration: 'underline' });
globalStyle(`${prose} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
