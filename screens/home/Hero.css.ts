import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { pageQuery, vars } from '../../design-system';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  overflowWrap: 'break-word',
});

/**
 * The cover band: a fixed shape (4:3 on phones, where the picture is the page's first impression and the figures
 * with Donate fill the rest of the first screen; 5:2 in the medium layout; 16:9 beside the figures) so nothing below
 * moves while the picture loads, the title over its lower edge. In the campaign colour, which is all it shows
 * when the campaign has no cover: the title then takes the colour's readable foreground.
 */
export const cover = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-end',
    aspectRatio: '4 / 3',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.campaign.primary,
    '@container': { [pageQuery.medium]: { aspectRatio: '5 / 2' }, [pageQuery.wide]: { aspectRatio: '16 / 9' } },
  },
  variants: {
    image: {
      // White on a darkening wash: any photo under it keeps the title readable.
      true: { vars: { [vars.color.text]: '#ffffff' } },
      false: { vars: { [vars.color.text]: vars.campaign.primaryForeground } },
    },
  },
});

/** Any picture fills the band: cropped around its middle, never stretched. */
export const coverImage = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  objectPosition: '50% 50%',
});

/** Logo and title on a wash that darkens the photo's lower part, not the whole picture. */
export const title = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minWidth: 0,
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.lg}`,
  backgroundImage: 'linear-gradient(to top, rgba(0, 0, 0, 0.72), rgba(0, 0, 0, 0.45) 55%, rgba(0, 0, 0, 0))',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.5)',
  '@container': {
    [pageQuery.medium]: { gap: vars.space.lg, padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.xl}` },
  },
});

/** The logo's box is fixed by its attributes; wide logos scale down inside it. 48 px on phones, 72 px wider. */
export const logo = style({
  display: 'block',
  width: '48px',
  height: '48px',
  objectFit: 'contain',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: '#ffffff',
  padding: '2px',
  '@container': { [pageQuery.medium]: { width: '72px', height: '72px' } },
});

/** Cover and figures side by side in the wide layout, the figures under the cover otherwise. */
export const summaryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [pageQuery.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

export const summaryCell = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The campaign colour along the top, as on the team and fundraiser pages' support card. */
export const summaryCard = style({
  borderBlockStart: `6px solid ${vars.campaign.primary}`,
  flex: '1 1 auto',
  justifyContent: 'center',
  '@container': { [pageQuery.medium]: { padding: vars.space.xl } },
});

/**
 * Donate Now and Start Fundraising: side by side where the card is wide (under the cover on a tablet, 670 px of
 * two stacked full-width buttons before), one above the other in the narrow column beside the cover or on a phone.
 */
export const callsToAction = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

globalStyle(`${callsToAction} > *`, { flex: '1 1 14rem' });
