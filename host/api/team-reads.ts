import * as v from 'valibot';
import { topDonors, type DonationScope } from '../model/donations.ts';
import { captainsTeamExtras } from '../model/invitations.ts';
import { canViewFundraiser, getFundraiser } from '../model/fundraisers.ts';
import { searchFundraisers } from '../model/fundraisers.ts';
import { canViewTeam, getTeam, teamData, type TeamRow } from '../model/teams.ts';
import { campaignIdParam, campaignOf, type ApiCall, type ApiRoute } from './call.ts';
import { notFound } from './errors.ts';
import { isAdministrator } from '../model/users.ts';
import { adminTeamAnswer } from './admin-teams.ts';
import { id, parseInput } from './validate.ts';

const TeamQuery = v.object({ team_id: id('Team') });
const FundraiserQuery = v.object({ fundraiser_id: id('Fundraiser') });
const CampaignQuery = v.object({ campaign_id: id('Campaign') });

/** The team named by team_id, if the caller may see it (its campaign visible, approved or own). */
export function visibleTeam(call: ApiCall, teamId: number): TeamRow {
  const team = getTeam(call.host.db, teamId);
  if (!team || !canViewTeam(team, call.session?.user ?? null)) throw notFound('team');
  campaignOf(call, team.campaign_id);
  return team;
}

const getTeamRoute: ApiRoute = {
  method: 'GET',
  handler(call) {
    const q = parseInput(TeamQuery, call.input);
    const team = visibleTeam(call, q.team_id);
    // An administrator gets section 7.5's row and the wizard's additions (admin-teams.ts).
    if (call.session && isAdministrator(call.session.user)) {
      return { status: true, data: { ...teamData(team), ...adminTeamAnswer(call.host.db, team) } };
    }
    return { data: { ...teamData(team), ...captainsTeamExtras(call.host.db, team, call.session?.user.id) } };
  },
};

/** All approved members, highest raised first, as list items. */
const teamFundraisers: ApiRoute = {
  method: 'GET',
  handler(call) {
    const q = parseInput(TeamQuery, call.input);
    const team = visibleTeam(call, q.team_id);
    const { items } = searchFundraisers(call.host.db, {
      campaignId: team.campaign_id,
      teamId: team.id,
      search: '',
      page: 1,
      perPage: 10_000,
    });
    // Section 7.6: ids are wpdb's numeric strings, as the plugin sends them.
    return { data: items.map((item) => ({ ...item, id: String(item.id) })) };
  },
};

/** `{ data: [{ name, amount }] }`: the top donors of what the call names, once it is found visible. */
function topDonorsRoute(scopeOf: (call: ApiCall) => DonationScope): ApiRoute {
  return { method: 'GET', handler: (call) => ({ data: topDonors(call.host.db, scopeOf(call)) }) };
}

const campaignTopDonors = topDonorsRoute((call) => {
  const q = parseInput(CampaignQuery, { campaign_id: campaignIdParam(call.input) });
  return { kind: 'campaign', id: campaignOf(call, q.campaign_id).id };
});

const teamTopDonors = topDonorsRoute((call) => ({
  kind: 'team',
  id: visibleTeam(call, parseInput(TeamQuery, call.input).team_id).id,
}));

const fundraiserTopDonors = topDonorsRoute((call) => {
  const q = parseInput(FundraiserQuery, call.input);
  const fundraiser = getFundraiser(call.host.db, q.fundraiser_id);
  if (!fundraiser || !canViewFundraiser(fundraiser, call.session?.user ?? null)) throw notFound('fundraiser');
  campaignOf(call, fundraiser.campaign_id);
  return { kind: 'fundraiser', id: fundraiser.id };
});

export const readRoutes: Record<string, ApiRoute> = {
  'get-team': getTeamRoute,
  'get-team-fundraisers-all': teamFundraisers,
  'get-campaign-top-donors': campaignTopDonors,
  'get-team-top-donors': teamTopDonors,
  'get-fundraiser-top-donors': fundraiserTopDonors,
};
