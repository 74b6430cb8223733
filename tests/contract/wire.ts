import * as v from 'valibot';

/*
 * The plugin's admin answers as shared/ADMIN-CONTRACT.md section 7 describes them, strictly typed: ids and
 * columns are numeric strings, statuses booleans, money a JSON number in currency units, and an "empty body"
 * is the JSON text `null`. The fixtures beside this file must pass these schemas, and so must the reference
 * host's answers (host/api/contract.test.ts). Objects are loose: the host may add the fields listed in
 * host/README.md ("Our additions to section 7"), never change the type of one the plugin sends.
 */

const id = v.pipe(v.string(), v.regex(/^\d+$/, 'Expected a numeric string id'));
const idOrEmpty = v.pipe(v.string(), v.regex(/^\d*$/, "Expected a numeric string id or ''"));
const num = v.pipe(v.number(), v.finite());
const int = v.pipe(v.number(), v.integer());
/** "An empty body": the JSON text null. The reference host may send an object of its additions instead. */
const empty = v.union([v.null(), v.looseObject({})]);

function list<T extends v.GenericSchema>(row: T, statuses: Record<string, string>) {
  return v.looseObject({
    status: v.literal(true),
    data: v.array(row),
    pages: int,
    total: int,
    statuses: v.object(Object.fromEntries(Object.keys(statuses).map((key) => [key, v.string()]))),
  });
}

export const campaignRow = v.looseObject({
  campaign_id: id,
  campaign_title: v.string(),
  status: v.string(),
  sponsors_display: v.string(),
  campaign_logo: v.string(),
  campaign_url: v.pipe(v.string(), v.url()),
  campaign_goal: num,
  campaign_amount_raised: num,
  campaign_long_desc: v.string(),
  teams_registration: v.boolean(),
  hasTeamApprovals: v.boolean(),
  hasFundraiserApprovals: v.boolean(),
  teams_total: int,
  teams_pending: int,
  fundraisers_total: int,
  fundraisers_pending: int,
  start_date: v.string(),
  end_date: v.nullable(v.string()),
});

export const teamRow = v.looseObject({
  team_id: id,
  team_name: v.string(),
  profile_image: v.string(),
  date_created: v.string(),
  team_goal: num,
  team_status: v.boolean(),
  team_captains: v.array(v.object({ id: id, user_id: id, name: v.string(), avatar: v.string() })),
  fundraisers_total: int,
  fundraisers_pending: int,
  amount_raised: num,
});

export const fundraiserRow = v.looseObject({
  id: id,
  user_id: id,
  fundraiser_name: v.string(),
  avatar: v.string(),
  date_created: v.string(),
  fundraiser_goal: num,
  team_id: idOrEmpty,
  team: v.string(),
  is_captain: v.boolean(),
  notify_of_donations: v.boolean(),
  status: v.boolean(),
  amount_raised: num,
  story: v.string(),
  profile_image: v.string(),
});

const APPROVAL_LABELS = { active: 'Approved', pending: 'Pending Approval' };

/**
 * A PHP fatal error inside a REST call: WordPress's fatal error handler calls wp_die, whose JSON handler (the
 * client asks for JSON) answers `{code: "wp_die", message: "<p>…</p><p><a …>…</a></p>", data: {status: 500}}`
 * (WordPress 6.1: class-wp-fatal-error-handler.php, _json_wp_die_handler).
 */
const fatal = v.looseObject({
  code: v.literal('wp_die'),
  message: v.string(),
  data: v.object({ status: v.literal(500) }),
});
/** `new WP_Error(500, message)`: no data, so WordPress answers 500 with `data: null`. */
const wpError500 = v.looseObject({ code: v.literal(500), message: v.string(), data: v.null() });

/** Every answer of section 7 the admin screens read, by call (and `.400` for an error form). */
export const WIRE = {
  'get-campaigns': list(campaignRow, { active: '', inactive: '', draft: '' }),
  'get-teams': list(teamRow, APPROVAL_LABELS),
  'get-team-fundraisers': v.looseObject({
    ...list(fundraiserRow, APPROVAL_LABELS).entries,
    // {"<id>": "<name>"}, but [] when the campaign has no teams.
    teams: v.union([v.record(id, v.string()), v.pipe(v.array(v.never()), v.length(0))]),
  }),
  // Section 7.4: a 7.3 row, except that amount_raised is an int in minor units.
  'get-fundraiser': v.looseObject({ data: v.looseObject({ ...fundraiserRow.entries, amount_raised: int }) }),
  'get-fundraiser.404': v.looseObject({ status: v.literal('invalid_fundraiser'), message: v.string() }),
  'get-team': v.looseObject({
    status: v.literal(true),
    data: v.looseObject({
      id: id,
      campaign_id: id,
      owner_id: id,
      name: v.string(),
      story: v.string(),
      profile_image: v.string(),
      access: v.string(),
      status: v.string(),
      date_created: v.string(),
      goal: num,
      notify_of_fundraisers: v.boolean(),
      notify_of_team_donations: v.boolean(),
      captain: v.nullable(v.string()),
      fundraiser_count: id,
    }),
  }),
  'get-team.404': v.looseObject({ status: v.literal(false), message: v.string() }),
  'get-team-fundraisers-all': v.looseObject({
    data: v.array(
      v.looseObject({ id: id, name: v.nullable(v.string()), profile_image: v.string(), goal: num, amount: num }),
    ),
  }),
  'update-team-approval': v.looseObject({ message: v.string() }),
  'update-team-approval.400': v.looseObject({ error: v.literal('update_failed'), message: v.string() }),
  'update-team-approval.404': v.looseObject({ status: v.literal(false), message: v.string() }),
  'update-fundraiser-approval': v.looseObject({ message: v.string() }),
  'update-fundraiser-approval.400': v.looseObject({ error: v.literal('update_failed'), message: v.string() }),
  // An unknown fundraiser id is a PHP fatal error.
  'update-fundraiser-approval.500': fatal,
  'clone-campaign': empty,
  'clone-campaign.404': v.looseObject({ status: v.picklist(['invalid_campaign', 'error']), message: v.string() }),
  'admin-add-wp-user': v.looseObject({ userId: int }),
  'admin-add-wp-user.404': v.looseObject({
    status: v.picklist(['invalid_campaign', 'fundraiser_found']),
    message: v.string(),
  }),
  'admin-create-fundraiser': v.looseObject({ fundraiserId: int }),
  'admin-update-fundraiser': v.looseObject({ fundraiserId: id }),
  'admin-create-team': v.looseObject({ teamId: int }),
  'admin-update-team': v.looseObject({ teamId: id }),
  'admin-add-team-captain': v.looseObject({ teamId: id }),
  'admin-add-team-captain.404': v.looseObject({
    status: v.picklist(['invalid_campaign', 'unable_add_team_captain']),
    message: v.string(),
  }),
  'admin-update-team-captain': v.looseObject({ teamId: id }),
  'admin-update-team-captain.404': v.looseObject({
    status: v.picklist(['invalid_campaign', 'invalid_team', 'invalid_fundraiser', 'unable_update_team_captain']),
    message: v.string(),
  }),
  'admin-send-team-invitation-emails': empty,
  'admin-send-team-invitation-emails.404': v.looseObject({
    status: v.picklist(['invalid_campaign', 'invalid_team', 'failed_send_invitations']),
    message: v.string(),
  }),
  'send-team-invitation-emails': empty,
  'send-team-invitation-emails.400': empty,
  'get-delete-fundraiser-strategy': v.looseObject({
    strategy: v.picklist(['campaignFundraiser', 'teamOnlyFundraiser', 'teamMember', 'teamOwner']),
  }),
  // An unknown fundraiser id is a PHP fatal error.
  'get-delete-fundraiser-strategy.500': fatal,
  'delete-fundraiser-strategy': v.looseObject({ strategy: v.string(), fundraiser: v.unknown() }),
  'delete-fundraiser-strategy.500': wpError500,
  'delete-team-strategy': v.looseObject({ strategy: v.null(), fundraiser: v.null() }),
  'delete-team-strategy.500': wpError500,
} satisfies Record<string, v.GenericSchema>;

export type WireCall = keyof typeof WIRE;

/** The fixture file name's call: `get-teams.empty.json` → get-teams, `update-team-approval.400.json` → its 400. */
export function wireCallOf(fileName: string): WireCall | undefined {
  const parts = fileName.replace(/\.json$/, '').split('.');
  const [call, ...rest] = parts;
  const status = rest.find((part) => /^\d{3}$/.test(part));
  const key = status ? `${call}.${status}` : call;
  return key && key in WIRE ? (key as WireCall) : undefined;
}
