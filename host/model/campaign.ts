import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { donationFormUrl } from '../urls.ts';

/** The campaign's fields stored and printed alike (SPEC section 3 "Campaign"). */
interface CampaignFields {
  campaign_logo: string;
  campaign_image: string;
  base_url: string;
  short_desc: string;
  long_desc: string;
  campaign_goal: number;
  fundraiser_goal: number;
  fundraiser_story_placeholder: string;
  team_goal: number;
  team_story_placeholder: string;
  primary_color: string;
  secondary_color: string;
  status: string;
  sponsors_enabled: string;
  sponsor_section_heading: string;
  sponsor_linking: string;
  sponsor_application_page: string;
}

export interface CampaignRow extends CampaignFields {
  id: number;
  /** JSON: a string, or an array whose last item is used. */
  campaign_title: string;
  is_active: number;
  /** 1: new teams wait for an administrator's approval. */
  team_approvals: number;
  /** 1: new fundraisers wait for an administrator's approval. */
  fundraiser_approvals: number;
}

/** SPEC section 3 "Campaign", as printed in data-campaign. */
export interface CampaignData extends CampaignFields {
  campaign_id: number;
  campaign_title: string | string[];
  campaign_url: string;
  iframe_url: string;
  is_active: boolean;
}

export interface SponsorData {
  id: number;
  sponsor_name: string;
  sponsor_image: string;
  sponsor_url: string;
}

export function getCampaign(db: Db, id: number): CampaignRow | undefined {
  return stmt(db, 'SELECT * FROM campaigns WHERE id = ?').get(id) as CampaignRow | undefined;
}

export function listCampaigns(db: Db): CampaignRow[] {
  return stmt(db, 'SELECT * FROM campaigns ORDER BY id').all() as CampaignRow[];
}

/** The stored title is JSON: a string, or an array of strings (the last is the current one). */
export function parseTitle(stored: string): string | string[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && value.every((v): v is string => typeof v === 'string')) return value;
  } catch {
    // fall through: a plain string stored by hand
  }
  return stored;
}

export function titleText(stored: string): string {
  const title = parseTitle(stored);
  return Array.isArray(title) ? (title[title.length - 1] ?? '') : title;
}

export function campaignData(row: CampaignRow, origin: string): CampaignData {
  return {
    campaign_id: row.id,
    campaign_title: parseTitle(row.campaign_title),
    campaign_logo: row.campaign_logo,
    campaign_image: row.campaign_image,
    campaign_url: `${origin}${row.base_url}`,
    base_url: row.base_url,
    short_desc: row.short_desc,
    long_desc: row.long_desc,
    campaign_goal: row.campaign_goal,
    fundraiser_goal: row.fundraiser_goal,
    fundraiser_story_placeholder: row.fundraiser_story_placeholder,
    team_goal: row.team_goal,
    team_story_placeholder: row.team_story_placeholder,
    iframe_url: donationFormUrl({ campaign: row.id }),
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    is_active: row.is_active === 1,
    status: row.status,
    sponsors_enabled: row.sponsors_enabled,
    sponsor_section_heading: row.sponsor_section_heading,
    sponsor_linking: row.sponsor_linking,
    sponsor_application_page: row.sponsor_application_page,
  };
}

export function listSponsors(db: Db, campaignId: number): SponsorData[] {
  return stmt(
    db,
    'SELECT id, sponsor_name, sponsor_image, sponsor_url FROM sponsors WHERE campaign_id = ? ORDER BY sort, id',
  ).all(campaignId) as SponsorData[];
}

/** Whether a team created now starts approved: --auto-approve, or the campaign does not ask for approvals. */
export const teamStartsApproved = (campaign: CampaignRow, autoApprove: boolean): boolean =>
  autoApprove || campaign.team_approvals === 0;

export const fundraiserStartsApproved = (campaign: CampaignRow, autoApprove: boolean): boolean =>
  autoApprove || campaign.fundraiser_approvals === 0;

/** An inactive campaign is visible only to administrators. */
export function isVisibleTo(campaign: CampaignRow, viewer: { role: string } | null): boolean {
  return campaign.is_active === 1 || viewer?.role === 'administrator';
}
