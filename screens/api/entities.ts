import * as v from 'valibot';
import { milestonesSchema } from './milestones';
import { amount, flag, idOrZero, numeric, optionalText, text } from './lenient';

// The entities of SPEC section 3, as the host page and the API send them.

/** The last item when WordPress sends the title as an array (SPEC 3). */
export const campaignTitle = v.union(
  [
    v.string(),
    v.pipe(
      v.array(v.string()),
      v.transform((items) => items.at(-1) ?? ''),
    ),
  ],
  'Expected a title or an array of titles',
);

/** What the sign-up forms start from: the goals and story prompts the campaign suggests. */
const signUpDefaults = {
  fundraiser_goal: amount,
  fundraiser_story_placeholder: text,
  team_goal: amount,
  team_story_placeholder: text,
};

/** How the campaign page shows its sponsors: whether, under which heading, linked how, and where to apply. */
const sponsorSettings = {
  sponsors_enabled: text,
  sponsor_section_heading: text,
  sponsor_linking: text,
  sponsor_application_page: text,
};

export const campaignSchema = v.object({
  campaign_id: numeric,
  campaign_title: campaignTitle,
  campaign_logo: text,
  campaign_image: text,
  campaign_url: v.pipe(v.string('Expected the campaign URL'), v.url('Expected an absolute campaign URL')),
  base_url: v.string('Expected the base path'),
  short_desc: text,
  long_desc: text,
  campaign_goal: amount,
  ...signUpDefaults,
  iframe_url: text,
  primary_color: text,
  secondary_color: text,
  is_active: v.optional(flag, true),
  status: text,
  ...sponsorSettings,
});
export type Campaign = v.InferOutput<typeof campaignSchema>;

export const authSchema = v.object({
  is_logged_in: flag,
  user_id: idOrZero,
  fundraiser_id: idOrZero,
  /** Ours, optional: the signed-in user's WordPress display name, for the account bar. */
  display_name: optionalText,
  /** Ours, optional: the signed-in fundraiser's team (0 for none), so a team page knows its own members. */
  team_id: v.optional(idOrZero),
});
/** user_id and fundraiser_id are 0 when there is none; display_name and team_id are absent when not sent. */
export type Auth = v.InferOutput<typeof authSchema>;

export const userInfoSchema = v.looseObject({
  firstName: text,
  lastName: text,
  email: text,
});
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

/** What a team page and a fundraiser page both have, each beside its own name and goal. */
const profilePage = {
  id: numeric,
  profile_image: text,
  story: text,
  iframe_url: text,
};

const teamAccess = v.pipe(
  v.optional(v.nullable(v.string()), 'public'),
  v.transform((access): 'public' | 'private' => (access === 'private' ? 'private' : 'public')),
);

export const teamSchema = v.object({
  ...profilePage,
  name: text,
  goal: amount,
  access: teamAccess,
  captain_user_id: v.optional(idOrZero, 0),
  owner_id: v.optional(idOrZero, 0),
  captain: text,
  fundraiser_count: amount,
  /** Not in SPEC 3; the reference host sends it. Absent means the host did not say (treated as approved). */
  is_approved: v.optional(flag),
  /**
   * Ours, optional, for the team's captain only: who was invited and has not joined yet, and whether the mail went
   * out (held while the team waits for approval). Absent: the host does not say (no list on the edit page).
   */
  invitations: v.optional(v.array(v.object({ email: text, sent: v.optional(flag, false) }))),
});
export type Team = v.InferOutput<typeof teamSchema>;

export const fundraiserSchema = v.object({
  ...profilePage,
  fundraiser_name: text,
  fundraiser_goal: amount,
  user_id: v.optional(idOrZero, 0),
  team_id: v.optional(idOrZero, 0),
  team: text,
  is_approved: v.optional(flag, false),
  amount_raised: amount,
  /**
   * Ours, optional (docs/fundraising-tools.md): the milestones earned, when the host has the fundraising tools
   * and the fundraiser shows them. Absent: no badges.
   */
  milestones: v.optional(milestonesSchema),
});
export type Fundraiser = v.InferOutput<typeof fundraiserSchema>;

export const donationSchema = v.object({
  donorName: text,
  amount,
  donationType: text,
  relativeDateString: text,
  teamOrFundraiserName: text,
  sourceLink: text,
  // Ours, optional (docs/host-contract.md): the donor's comment. A malformed one is dropped, not the whole list.
  message: v.fallback(optionalText, undefined),
});
export type Donation = v.InferOutput<typeof donationSchema>;

export const sponsorSchema = v.object({ id: numeric, sponsor_name: text, sponsor_image: text, sponsor_url: text });
export type Sponsor = v.InferOutput<typeof sponsorSchema>;

/** The figures every stats answer starts with. */
const raised = { raisedAmount: amount, raisedPercentage: amount };

export const campaignStatsSchema = v.object({
  ...raised,
  donationsCount: amount,
  averageAmount: amount,
  fundraisersCount: amount,
  teamsCount: amount,
});
export type CampaignStats = v.InferOutput<typeof campaignStatsSchema>;

/** Team stats and fundraiser stats share one shape. */
export const pageStatsSchema = v.object({
  ...raised,
  averageAmount: amount,
  donationsCount: amount,
  donorsCount: amount,
});
export type PageStats = v.InferOutput<typeof pageStatsSchema>;

/** A row of the team and fundraiser lists and leaderboards. */
export const listItemSchema = v.object({
  id: numeric,
  name: text,
  profile_image: text,
  amount,
  goal: amount,
  /** Teams only, when the server says: private teams show as 'Closed'. */
  access: v.optional(v.picklist(['public', 'private'])),
  /** Fundraisers only, when the server says. */
  is_approved: v.optional(flag),
});
export type ListItem = v.InferOutput<typeof listItemSchema>;

export const topDonorSchema = v.object({
  name: text,
  amount,
});
export type TopDonor = v.InferOutput<typeof topDonorSchema>;
