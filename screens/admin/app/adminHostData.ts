import * as v from 'valibot';
import { amount, numeric, optionalText, requiredText, text } from '../../api/lenient';
import { enabledFlag } from '../api/wireForms';
import { hostConfigSchema } from '../../app/hostConfig';

/** The screen the admin page asks for (`data-screen`); anything else is the campaign list, as in the plugin. */
export type AdminScreen = 'campaigns' | 'teams' | 'fundraisers';

export function toAdminScreen(value: string | null | undefined): AdminScreen {
  return value === 'teams' || value === 'fundraisers' ? value : 'campaigns';
}

/**
 * window.GiveP2P on admin pages (section 7.19: every value a string): the visitor fields plus the admin page
 * addresses. The plugin prints the separators as thousands_separator / decimal_separator; they count when the
 * camelCase names are absent.
 */
export const adminConfigSchema = v.pipe(
  v.object({
    ...hostConfigSchema.entries,
    thousands_separator: v.nullish(v.string()),
    decimal_separator: v.nullish(v.string()),
    /** Absolute `…/wp-admin/`; the page links below are relative to it. */
    adminURL: v.pipe(requiredText, v.url('Expected an absolute admin URL')),
    campaignsPage: v.nullish(v.string(), 'admin.php?page=p2p-campaigns'),
    editCampaignPage: v.nullish(v.string(), 'admin.php?page=p2p-edit-campaign'),
    addCampaignPage: v.nullish(v.string(), 'admin.php?page=p2p-add-campaign'),
  }),
  v.transform(({ thousands_separator, decimal_separator, ...config }) => config),
);
export type AdminConfig = v.InferOutput<typeof adminConfigSchema>;

/** Copies the plugin's snake_case separators to the camelCase names the formatters read, unless those are set. */
export function withSeparatorAliases(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const record = config as Record<string, unknown>;
  return {
    ...record,
    thousandsSeparator: record.thousandsSeparator ?? record.thousands_separator,
    decimalSeparator: record.decimalSeparator ?? record.decimal_separator,
  };
}

/**
 * `data-campaign` on the teams and fundraisers screens (section 7.18: CampaignViewModel). The plugin names the
 * title campaign_title (our host printed title) and writes fundraiser_approvals as enabled/disabled; there is no
 * team_approvals there (then off).
 */
export const adminCampaignSchema = v.pipe(
  v.object({
    campaign_id: numeric,
    campaign_title: v.optional(v.string()),
    title: v.optional(v.string()),
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
    team_approvals: v.optional(enabledFlag, false),
    fundraiser_approvals: v.optional(enabledFlag, false),
  }),
  v.transform(({ campaign_title, title, ...campaign }) => ({
    ...campaign,
    title: (campaign_title ?? title ?? '').trim(),
  })),
  v.check((campaign) => campaign.title !== '', 'The campaign title is missing (campaign_title)'),
);
export type AdminCampaign = v.InferOutput<typeof adminCampaignSchema>;
