import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing, square, statusTones, toneVariants } from '../theme/styleFragments';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    // Centred on the screen: physical, since left 50% and a -50% shift centre in either reading direction.
    left: '50%',
    transform: 'translate(-50%, -50%)',
    // Half the content width on large screens, the screen less a margin on small ones.
    width: `min(calc(100vw - 2 * ${vars.space.lg}), calc(${vars.size.contentMax} / 2))`,
    maxHeight: `calc(100vh - 2 * ${vars.space.xxl})`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    border: `1px solid ${vars.color.border}`,
    borderTopWidth: vars.space.xs,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus-visible': focusRing(),
    },
  },
  variants: {
    tone: toneVariants(statusTones, (tone) => ({ borderTopColor: vars.color[tone] })),
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const icon = recipe({
  base: { flexShrink: 0, ...square(vars.space.xl), marginTop: vars.space.xxs },
  variants: {
    tone: toneVariants(statusTones, (tone) => ({ color: vars.color[tone] })),
  },
});

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  alignSelf: 'center',
});

export const description = style({ margin: 0 });

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing(),
  },
});

export const closeIcon = style(square(vars.space.lg));

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

export const detailsLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const detailsBody = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
