import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { readEnvelope } from './envelope';
import type { ReadKey } from './envelope';
import { amount, flag, numeric, text } from './lenient';
import { milestonesSchema } from './milestones';
import { useRead, type ReadOptions } from './useRead';

/*
 * The fundraising-tools extension (docs/fundraising-tools.md): the signed-in fundraiser's own dashboard. Called
 * only when the host advertises 'fundraiser-tools'; the plain plugin has no such call.
 */

export const GET_FUNDRAISER_DASHBOARD = 'get-fundraiser-dashboard';

/** An ISO time, or null when absent or blank. */
const isoTime = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value?.trim() ? value.trim() : null)),
);

export const dashboardDonationSchema = v.object({
  id: numeric,
  donor_name: text,
  anonymous: v.optional(flag, false),
  amount,
  created_at: isoTime,
  message: text,
  thanked: v.optional(flag, false),
  can_email: v.optional(flag, false),
});
export type DashboardDonation = v.InferOutput<typeof dashboardDonationSchema>;

// The milestone keys and their schema live in their own module: the public fundraiser page's data (entities.ts,
// in the app shell) reads them too, and must not pull this read's SWR hook along.
export { MILESTONE_KEYS, milestonesSchema, type MilestoneKey } from './milestones';

export const fundraiserDashboardSchema = v.object({
  fundraiser: v.object({
    id: numeric,
    name: text,
    profile_image: text,
    goal: amount,
    story: text,
    story_is_sample: v.optional(flag, false),
    status: v.optional(v.picklist(['active', 'pending', 'denied']), 'active'),
    url: text,
    donate_url: text,
    team_id: v.optional(v.nullable(numeric), null),
  }),
  totals: v.object({
    raised: amount,
    donations_count: amount,
    donors_count: amount,
    last_gift_at: isoTime,
  }),
  donations: v.optional(v.array(dashboardDonationSchema), []),
  donations_total: v.optional(amount, 0),
  milestones: milestonesSchema,
  /** null: the host does not record shares (no first-share milestone, no record-fundraiser-share call). */
  shares_count: v.optional(v.nullable(numeric), null),
  settings: v.optional(
    v.object({
      notify_of_donations: v.optional(flag, false),
      show_milestones: v.optional(flag, false),
    }),
    { notify_of_donations: false, show_milestones: false },
  ),
  campaign: v.optional(v.object({ end_date: isoTime }), { end_date: null }),
  captain_of: v.optional(v.nullable(v.object({ team_id: numeric, name: text })), null),
});
export type FundraiserDashboard = v.InferOutput<typeof fundraiserDashboardSchema>;

const schema = readEnvelope(fundraiserDashboardSchema);

export function fundraiserDashboardKey(campaignId: number): ReadKey {
  return [GET_FUNDRAISER_DASHBOARD, { campaignId }];
}

export async function fetchFundraiserDashboard({ client, campaignId }: ApiContextValue): Promise<FundraiserDashboard> {
  const response = await client.request(GET_FUNDRAISER_DASHBOARD, { query: { campaignId }, schema });
  return response.data;
}

/** The dashboard read; pass enabled false (no key) when the host does not advertise the tools. */
export function useFundraiserDashboard(
  campaignId: number,
  enabled: boolean,
  options?: ReadOptions<FundraiserDashboard>,
) {
  return useRead(enabled ? fundraiserDashboardKey(campaignId) : null, fetchFundraiserDashboard, options);
}
