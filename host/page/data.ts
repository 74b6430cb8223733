import type { Session } from '../auth/session.ts';
import type { Host } from '../context.ts';
import { campaignData, listSponsors, type CampaignRow } from '../model/campaign.ts';
import { campaignStats, recentDonations, targetStats } from '../model/donations.ts';
import {
  canViewFundraiser,
  fundraiserData,
  fundraiserOfUser,
  getFundraiser,
  type FundraiserRow,
} from '../model/fundraisers.ts';
import { fundraiserFigures, milestonesOf } from '../model/milestones.ts';
import { captainsTeamExtras } from '../model/invitations.ts';
import { canViewTeam, getTeam, teamCaptainedBy, teamData } from '../model/teams.ts';
import { userInfo } from '../model/users.ts';
import { advertises } from './features.ts';
import type { PageRoute } from './routes.ts';

/** The data-* attributes of #p2p-app, in print order (attribute name without "data-" → value). */
export type PageData = Array<[string, unknown]>;

export interface PageContent {
  status: 200 | 404;
  data: PageData;
}

/**
 * auth as SPEC 3 has it, plus two optional fields of ours: display_name (WordPress's, for the account bar)
 * and team_id (the viewer's team, so a team page does not offer its own members to join it and /create-team/
 * tells a user on a team that create-team will refuse them). A captain who has not made a profile yet has no
 * fundraiser: their team is the one they captain. Visitors get neither.
 */
function authData(
  viewer: Session['user'] | null,
  ownFundraiser: { id: number; team_id: number | null } | undefined,
  captainedTeamId: number | undefined,
) {
  const auth = { is_logged_in: viewer !== null, user_id: viewer?.id ?? 0, fundraiser_id: ownFundraiser?.id ?? 0 };
  if (!viewer) return auth;
  return { ...auth, display_name: displayName(viewer), team_id: ownFundraiser?.team_id ?? captainedTeamId ?? 0 };
}

/** WordPress's default display name: first and last name, else the username. */
function displayName(user: Session['user']): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/**
 * Ours (docs/fundraising-tools.md): the fundraiser's earned milestones on their public page, when they show them
 * and the host advertises the tools.
 */
function publicMilestones(host: Host, fundraiser: FundraiserRow): { milestones?: string[] } {
  if (fundraiser.show_milestones !== 1 || !advertises(host.features, 'fundraiser-tools')) return {};
  return { milestones: milestonesOf(fundraiserFigures(host.db, fundraiser.id), fundraiser.goal) };
}

/**
 * Every page carries campaign, auth, user (logged in only), sponsors and campaign-stats. Donations are the
 * page's own: the campaign's on campaign routes, the team's on /team/{id}/..., the fundraiser's on
 * /fundraiser/{id}/.... A team or fundraiser that does not exist (or is pending and not the viewer's) gives
 * a 404 with no team/fundraiser attribute; the front end shows its not-found page.
 */
export function pageContent(
  host: Host,
  campaign: CampaignRow,
  route: PageRoute,
  session: Session | null,
  origin: string,
  locale?: string,
): PageContent {
  const { db } = host;
  const now = host.clock.now();
  const viewer = session?.user ?? null;
  const ownFundraiser = viewer ? fundraiserOfUser(db, campaign.id, viewer.id) : undefined;
  const data: PageData = [
    ['campaign', campaignData(campaign, origin)],
    ['auth', authData(viewer, ownFundraiser, viewer ? teamCaptainedBy(db, campaign.id, viewer.id)?.id : undefined)],
  ];
  if (viewer) data.push(['user', userInfo(viewer)]);
  let status: 200 | 404 = route.kind === 'unknown' ? 404 : 200;
  let donations: unknown = recentDonations(db, { kind: 'campaign', id: campaign.id }, campaign.base_url, now, locale);
  const stats: PageData = [['campaign-stats', campaignStats(db, campaign.id, campaign.campaign_goal)]];

  if (route.kind === 'team') {
    const team = getTeam(db, route.id);
    if (team && team.campaign_id === campaign.id && canViewTeam(team, viewer)) {
      data.push(['team', { ...teamData(team), ...captainsTeamExtras(db, team, viewer?.id) }]);
      donations = recentDonations(db, { kind: 'team', id: team.id }, campaign.base_url, now, locale);
      stats.push(['team-stats', targetStats(db, { kind: 'team', id: team.id }, team.goal)]);
    } else {
      status = 404;
      donations = [];
    }
  } else if (route.kind === 'fundraiser') {
    const fundraiser = getFundraiser(db, route.id);
    if (fundraiser && fundraiser.campaign_id === campaign.id && canViewFundraiser(fundraiser, viewer)) {
      data.push(['fundraiser', { ...fundraiserData(fundraiser), ...publicMilestones(host, fundraiser) }]);
      donations = recentDonations(db, { kind: 'fundraiser', id: fundraiser.id }, campaign.base_url, now, locale);
      stats.push(['fundraiser-stats', targetStats(db, { kind: 'fundraiser', id: fundraiser.id }, fundraiser.goal)]);
    } else {
      status = 404;
      donations = [];
    }
  }
  data.push(['donations', donations], ['sponsors', listSponsors(db, campaign.id)], ...stats);
  return { status, data };
}
