import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

/** A little more room around the figures once the page is wider than a phone. */
export const supportCard = style({
  '@container': { [pageQuery.medium]: { padding: vars.space.xl } },
});

/** The visitor's own fundraising under the page's actions: a link, centred, a step quieter than Join Team. */
export const ownOffer = style({
  textAlign: 'center',
});
