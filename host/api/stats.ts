import * as v from 'valibot';
import { campaignStats, targetStats } from '../model/donations.ts';
import { canViewFundraiser, getFundraiser } from '../model/fundraisers.ts';
import { campaignIdParam, campaignOf, type ApiRoute } from './call.ts';
import { notFound } from './errors.ts';
import { visibleTeam } from './team-reads.ts';
import { id, parseInput } from './validate.ts';

const CampaignQuery = v.object({ campaign_id: id('Campaign') });
const TeamQuery = v.object({ team_id: id('Team') });
const FundraiserQuery = v.object({ fundraiser_id: id('Fundraiser') });

/**
 * Issue 15 "Totals that move": the stats a landing page carries (data-campaign-stats, data-team-stats,
 * data-fundraiser-stats), read again so an open page can follow new donations. The page polls it only when
 * window.GiveP2P.statsRead says the host has it. The team or fundraiser must belong to campaign_id.
 */
const getStats: ApiRoute = {
  method: 'GET',
  handler(call) {
    const q = parseInput(CampaignQuery, { campaign_id: campaignIdParam(call.input) });
    const campaign = campaignOf(call, q.campaign_id);
    const db = call.host.db;
    if (call.input.fundraiser_id !== undefined) {
      const { fundraiser_id } = parseInput(FundraiserQuery, call.input);
      const fundraiser = getFundraiser(db, fundraiser_id);
      if (
        !fundraiser ||
        fundraiser.campaign_id !== campaign.id ||
        !canViewFundraiser(fundraiser, call.session?.user ?? null)
      )
        throw notFound('fundraiser');
      return { data: targetStats(db, { kind: 'fundraiser', id: fundraiser.id }, fundraiser.goal) };
    }
    if (call.input.team_id !== undefined) {
      const team = visibleTeam(call, parseInput(TeamQuery, call.input).team_id);
      if (team.campaign_id !== campaign.id) throw notFound('team');
      return { data: targetStats(db, { kind: 'team', id: team.id }, team.goal) };
    }
    return { data: campaignStats(db, campaign.id, campaign.campaign_goal) };
  },
};

export const statsRoutes: Record<string, ApiRoute> = { 'get-stats': getStats };
