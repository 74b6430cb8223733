import { style } from '@vanilla-extract/css';
import { pageQuery, vars } from '../../design-system';

/**
 * The campaign colour along the top ties the figures and Donate to the campaign (issue 26: colour with intent);
 * a little more room around the figures once the page is wider than a phone.
 */
export const supportCard = style({
  borderBlockStart: `6px solid ${vars.campaign.primary}`,
  '@container': { [pageQuery.medium]: { padding: vars.space.xl } },
});

/** The visitor's own fundraising under the page's actions: a link, centred, a step quieter than Join Team. */
export const ownOffer = style({
  textAlign: 'center',
});
