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

/**
 * The visitor's own fundraising under the page's actions: a link, a step quieter than Join Team, aligned with the
 * sign-in prompt above it (at the start: centred under it, the two lines read as unrelated).
 */
export const ownOffer = style({
  textAlign: 'start',
});
