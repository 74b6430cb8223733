import * as v from 'valibot';
import { amount, flag, numeric, optionalText, requiredText, text } from '../../api/lenient';
import { hostConfigSchema } from '../../app/hostConfig';

/** The screen the admin page asks for (`data-screen`); anything else is the campaign list, as in the plugin. */
export type AdminScreen = 'campaigns' | 'teams' | 'fundraisers';

export function toAdminScreen(value: string | null | undefined): AdminScreen {
  return value === 'teams' || value === 'fundraisers' ? value : 'campaigns';
}

/** window.GiveP2P on admin pages: the visitor fields plus the admin page addresses. */
export const adminConfigSchema = v.object({
  ...hostConfigSchema.entries,
  /** Absolute `…/wp-admin/`; the page links below are relative to it. */
  adminURL: v.pipe(requiredText, v.url('Expected an absolute admin URL')),
  campaignsPage: v.nullish(v.string(), 'admin.php?page=p2p-campaigns'),
  editCampaignPage: v.nullish(v.string(), 'admin.php?page=p2p-edit-campaign'),
  addCampaignPage: v.nullish(v.string(), 'admin.php?page=p2p-add-campaign'),
});
export type AdminConfig = v.InferOutput<typeof adminConfigSchema>;

/** `data-campaign` on the teams and fundraisers screens. */
export const adminCampaignSchema = v.object({
  campaign_id: numeric,
  title: requiredText,
  campaign_url: v.pipe(v.string(), v.url('Expected an absolute campaign URL')),
  base_url: v.string(),
  status: v.nullish(v.picklist(['active', 'inactive', 'draft']), 'active'),
  campaign_goal: amount,
  fundraiser_goal: amount,
  team_goal: amount,
  primary_color: text,
  secondary_color: text,
  campaign_image: v.optional(optionalText),
  fundraiser_story_placeholder: text,
  team_story_placeholder: text,
  team_approvals: v.optional(flag, false),
  fundraiser_approvals: v.optional(flag, false),
});
export type AdminCampaign = v.InferOutput<typeof adminCampaignSchema>;
