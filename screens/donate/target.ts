import { goalPercent } from '../../design-system';
import type { HostData } from '../app/hostData';
import { paths } from '../app/paths';
import type { StatsQuery } from '../shared/live-stats/statsQuery';

export type DonateTargetKind = 'campaign' | 'team' | 'fundraiser';

/** How far the target is towards its goal, from the host page's figures. */
export interface DonateProgress {
  raised: number;
  goal: number;
  /** 0..100 as the host computed it, or raised / goal when it gave no percentage. */
  percent: number;
}

/** What a donate page gives to: its name and picture, the page to go back to, its form and its progress. */
export interface DonateTarget {
  kind: DonateTargetKind;
  name: string;
  /** The campaign's cover, or the team's or fundraiser's picture; '' when there is none. */
  image: string;
  /** The route of the campaign, team or fundraiser page. */
  pagePath: string;
  /** As the host supplies it: absolute, or relative to the site. */
  iframeUrl: string;
  goal: number;
  /** Null when the page carries no figures for it (then the summary shows no bar). */
  progress: DonateProgress | null;
  /** Whose figures to read again after a donation (get-stats). */
  statsQuery: StatsQuery;
}

type Host = Pick<HostData, 'campaign' | 'team' | 'fundraiser' | 'campaignStats' | 'teamStats' | 'fundraiserStats'>;

export function donateProgress(
  raised: number | undefined,
  goal: number,
  percent: number | undefined,
): DonateProgress | null {
  if (raised === undefined) return null;
  return { raised, goal, percent: percent ?? goalPercent(raised, goal) };
}

/**
 * The target of /donate/, /team/{id}/donate or /fundraiser/{id}/donate/ from the host page's data. The host
 * prints the team or fundraiser only when the id is one it shows, so a missing one (or another id) is
 * "not found" (null).
 */
export function donateTarget(kind: DonateTargetKind, host: Host, routeId: string | undefined): DonateTarget | null {
  if (kind === 'campaign') {
    const { campaign, campaignStats } = host;
    return {
      kind,
      name: campaign.campaign_title,
      image: campaign.campaign_image.trim(),
      pagePath: paths.home(),
      iframeUrl: campaign.iframe_url,
      goal: campaign.campaign_goal,
      statsQuery: { campaign_id: campaign.campaign_id },
      progress: donateProgress(campaignStats?.raisedAmount, campaign.campaign_goal, campaignStats?.raisedPercentage),
    };
  }
  if (kind === 'team') {
    const team = host.team;
    if (!team || String(team.id) !== routeId) return null;
    const stats = host.teamStats;
    return {
      kind,
      name: team.name,
      image: team.profile_image.trim(),
      pagePath: paths.team(team.id),
      iframeUrl: team.iframe_url,
      goal: team.goal,
      statsQuery: { campaign_id: host.campaign.campaign_id, team_id: team.id },
      progress: donateProgress(stats?.raisedAmount, team.goal, stats?.raisedPercentage),
    };
  }
  const fundraiser = host.fundraiser;
  if (!fundraiser || String(fundraiser.id) !== routeId) return null;
  const stats = host.fundraiserStats;
  return {
    kind,
    name: fundraiser.fundraiser_name,
    image: fundraiser.profile_image.trim(),
    pagePath: paths.fundraiser(fundraiser.id),
    iframeUrl: fundraiser.iframe_url,
    goal: fundraiser.fundraiser_goal,
    statsQuery: { campaign_id: host.campaign.campaign_id, fundraiser_id: fundraiser.id },
    // The fundraiser itself carries its total, so its bar shows even without the stats attribute.
    progress: donateProgress(
      stats?.raisedAmount ?? fundraiser.amount_raised,
      fundraiser.fundraiser_goal,
      stats?.raisedPercentage,
    ),
  };
}
