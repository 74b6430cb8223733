import type { HostData } from '../app/hostData';
import { paths } from '../app/paths';

export type DonateTargetKind = 'campaign' | 'team' | 'fundraiser';

/** What a donate page gives to: its name, the page to go back to, and its donation form. */
export interface DonateTarget {
  kind: DonateTargetKind;
  name: string;
  /** The route of the campaign, team or fundraiser page. */
  pagePath: string;
  /** As the host supplies it: absolute, or relative to the site. */
  iframeUrl: string;
}

/**
 * The target of /donate/, /team/{id}/donate or /fundraiser/{id}/donate/ from the host page's data. The host
 * prints the team or fundraiser only when the id is one it shows, so a missing one (or another id) is
 * "not found" (null).
 */
export function donateTarget(
  kind: DonateTargetKind,
  host: Pick<HostData, 'campaign' | 'team' | 'fundraiser'>,
  routeId: string | undefined,
): DonateTarget | null {
  if (kind === 'campaign') {
    return { kind, name: host.campaign.campaign_title, pagePath: paths.home(), iframeUrl: host.campaign.iframe_url };
  }
  if (kind === 'team') {
    const team = host.team;
    if (!team || String(team.id) !== routeId) return null;
    return { kind, name: team.name, pagePath: paths.team(team.id), iframeUrl: team.iframe_url };
  }
  const fundraiser = host.fundraiser;
  if (!fundraiser || String(fundraiser.id) !== routeId) return null;
  return { kind, name: fundraiser.fundraiser_name, pagePath: paths.fundraiser(fundraiser.id), iframeUrl: fundraiser.iframe_url };
}
