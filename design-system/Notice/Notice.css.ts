import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { statusTones, toneVariants } from '../theme/styleFragments';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    border: '1px solid',
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: toneVariants(statusTones, (tone) => ({
      background: vars.color[`${tone}Surface`],
      borderColor: vars.color[tone],
    })),
  },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.xl,
    // Exactly one line box tall (the drawing is centred in it), so the icon sits on the first line of the
    // title or text however many lines follow.
    height: `calc(1em * ${vars.font.lineHeight.normal})`,
  },
  variants: {
    tone: toneVariants(statusTones, (tone) => ({ color: vars.color[tone] })),
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

// The message often arrives as a <p> (a form error): its browser or theme margin would push the text below
// the icon, so the body's own gap is the only spacing between its lines.
globalStyle(`${body} > *`, { margin: 0 });

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});
