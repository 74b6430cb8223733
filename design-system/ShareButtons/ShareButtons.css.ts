import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleFragments';

export const list = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    variant: {
      full: {},
      // One row of equal buttons (three, or five on a touch screen) that shares the width: fits a 320 px phone.
      compact: {
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(0, 1fr)',
        gap: vars.space.xs,
        containerType: 'inline-size',
      },
    },
  },
});

const linkBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSmall,
  padding: `${vars.space.xs} ${vars.space.md}`,
  // The outline Button's border, so share links and the Copy link and QR code buttons under them read as one set.
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.campaign.link,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing(),
  },
});

export const link = recipe({
  base: [linkBase],
  variants: {
    variant: {
      full: {},
      compact: {
        justifyContent: 'center',
        gap: vars.space.xs,
        paddingInline: vars.space.xs,
        whiteSpace: 'nowrap',
        inlineSize: '100%',
      },
    },
  },
});

/** WhatsApp and SMS: where the pointer is coarse (a touch screen) only; see ShareButtons. */
export const item = recipe({
  variants: {
    touchOnly: {
      true: { display: 'none', '@media': { '(pointer: coarse)': { display: 'block' } } },
      false: {},
    },
  },
});

const COARSE = '(pointer: coarse)';

export const icon = style({
  width: vars.font.size.md,
  height: vars.font.size.md,
  flexShrink: 0,
  // With a mouse, a compact row narrower than this (a desktop side column) keeps the three words and drops the
  // icons; the names stay.
  '@media': { [`not all and ${COARSE}`]: { '@container': { '(max-width: 18.5rem)': { display: 'none' } } } },
});

/**
 * On a touch screen the compact row holds five buttons: below this width five words do not fit, so the icons
 * stand alone (each link keeps its full name for screen readers, and its own 44 px box).
 */
export const shortLabel = style({
  '@media': { [COARSE]: { '@container': { '(max-width: 30rem)': { display: 'none' } } } },
});
