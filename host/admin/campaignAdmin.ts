import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { titleText, type CampaignRow } from '../model/campaign.ts';
import { CAMPAIGN } from '../db/seed-data.ts';

/** data-campaign of the teams and fundraisers screens (adminCampaignSchema in screens/admin/app/adminHostData.ts). */
export function adminCampaignData(campaign: CampaignRow, origin: string) {
  return {
    campaign_id: campaign.id,
    title: titleText(campaign.campaign_title),
    campaign_url: `${origin}${campaign.base_url}/`,
    base_url: campaign.base_url,
    status: campaign.status,
    campaign_goal: campaign.campaign_goal,
    fundraiser_goal: campaign.fundraiser_goal,
    team_goal: campaign.team_goal,
    primary_color: campaign.primary_color,
    secondary_color: campaign.secondary_color,
    campaign_image: campaign.campaign_image,
    fundraiser_story_placeholder: campaign.fundraiser_story_placeholder,
    team_story_placeholder: campaign.team_story_placeholder,
    team_approvals: campaign.team_approvals === 1,
    fundraiser_approvals: campaign.fundraiser_approvals === 1,
  };
}

/** A slug from the title, unique among the campaigns' base URLs. */
export function uniqueCampaignUrl(db: Db, title: string): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'campaign';
  const taken = stmt(db, 'SELECT 1 FROM campaigns WHERE base_url = ?');
  const base = `/campaigns/${slug}`;
  if (!taken.get(base)) return base;
  for (let n = 2; ; n++) if (!taken.get(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new campaign with the demo's defaults for everything the add form does not ask. */
export function createCampaign(db: Db, input: { title: string; goal: number; status: 'active' | 'draft' }): number {
  const result = stmt(
    db,
    `INSERT INTO campaigns (campaign_title, base_url, short_desc, campaign_goal, fundraiser_goal,
       fundraiser_story_placeholder, team_goal, team_story_placeholder, primary_color, secondary_color, status, is_active)
     VALUES (?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    JSON.stringify(input.title),
    uniqueCampaignUrl(db, input.title),
    input.goal,
    Math.max(1, Math.round(input.goal / 100)),
    'Tell people why this cause matters to you.',
    Math.max(1, Math.round(input.goal / 20)),
    'Tell people who your team is and why you are in.',
    CAMPAIGN.primary_color,
    CAMPAIGN.secondary_color,
    input.status,
    input.status === 'active' ? 1 : 0,
  );
  return Number(result.lastInsertRowid);
}
