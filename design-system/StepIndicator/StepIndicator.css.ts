import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Below this width of its own box the steps give way to one line: 'Step 2 of 4 · Create Profile'. */
const roomForSteps = '(min-width: 34rem)';

/** Its own size container: the indicator picks its form from the room it has, in any column or screen. */
export const nav = style({
  fontFamily: vars.font.family.body,
  containerType: 'inline-size',
});

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Narrow: still read by screen readers (it is the real list), but drawn as the one-line summary below.
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@container': {
    [roomForSteps]: {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      overflow: 'visible',
      clipPath: 'none',
    },
  },
});

/** The phone form, for sighted readers only (the list above carries the same facts for screen readers). */
export const compact = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  '@container': { [roomForSteps]: { display: 'none' } },
});

export const compactCurrent = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      // A short rule before every step but the first, so the row reads as one path.
      '&:not(:first-child)': { flex: '1 1 auto' },
      '&:not(:first-child)::before': {
        content: '""',
        flex: '1 1 1.5rem',
        minInlineSize: vars.space.md,
        blockSize: '2px',
        marginInlineEnd: vars.space.xs,
        background: vars.color.border,
      },
    },
  },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.font.weight.bold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlTiny,
    height: vars.size.controlTiny,
    borderRadius: vars.radius.pill,
    border: '2px solid',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    state: {
      complete: {
        background: vars.campaign.primary,
        // The edge keeps a pale campaign colour's circle visible on the page.
        borderColor: vars.campaign.primaryIndicator,
        color: vars.campaign.primaryForeground,
      },
      current: {
        background: vars.color.surface,
        borderColor: vars.campaign.link,
        color: vars.campaign.link,
      },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
    },
  },
});

export const checkIcon = style({
  width: vars.font.size.sm,
  height: vars.font.size.sm,
});
