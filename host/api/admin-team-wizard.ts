import * as v from 'valibot';
import { stmt } from '../db/stmt.ts';
import { createFundraiser } from '../model/fundraisers.ts';
import { invitesSince, mailPendingInvites, storeInvites } from '../model/invitations.ts';
import { createTeam } from '../model/teams.ts';
import { adminCampaign } from './admin-campaigns.ts';
import { adminRoute } from './admin-guard.ts';
import { adminGoal, adminId, checkbox, emailList } from './admin-params.ts';
import { teamInCampaign } from './admin-scope.ts';
import { findOrCreateUser, uploadedImage } from './admin-users.ts';
import { campaignIdParam, type ApiCall } from './call.ts';
import { ApiError } from './errors.ts';
import { email, optionalText, parseInput, requiredText } from './validate.ts';

export const MAX_INVITES_PER_CALL = 50;
/** Addresses one team may be sent per hour: enough for a real team, not for a spam run through the admin. */
export const MAX_INVITES_PER_HOUR = 100;
const HOUR = 3600_000;

const TeamFields = {
  name: requiredText('Team name', 100),
  story: optionalText(20_000),
  goal: adminGoal('Goal'),
  access: v.picklist(['public', 'private'], "access must be 'public' or 'private'."),
  notify_of_donations: checkbox,
};

const withIds = (call: ApiCall) => ({
  ...call.input,
  campaignId: campaignIdParam(call.input),
  teamId: call.input.teamId ?? call.input.team_id,
  access: call.input.access ?? 'public',
  // Section 7.14 names the captain's donation emails notify_of_team_donations.
  notify_of_donations: call.input.notify_of_team_donations ?? call.input.notify_of_donations,
});

/** Multipart → `{teamId}`: an approved team without a captain (one is added in the wizard's next step). */
const createTeamRoute = adminRoute('POST', async (call) => {
  const input = parseInput(v.object({ campaignId: adminId('Campaign'), ...TeamFields }), withIds(call));
  const db = call.host.db;
  const campaign = adminCampaign(db, input.campaignId);
  const image = await uploadedImage(call);
  const teamId = createTeam(db, {
    campaignId: campaign.id,
    name: input.name,
    image: image ?? '',
    goal: input.goal,
    story: input.story,
    access: input.access,
    captain: null,
    approved: true,
    notify: input.notify_of_donations,
  });
  return { teamId };
});

/** Multipart → `{teamId}`; never changes the team's status or campaign (the plugin did both). */
const updateTeamRoute = adminRoute('POST', async (call) => {
  const input = parseInput(
    v.object({ teamId: adminId('Team'), campaignId: v.optional(adminId('Campaign')), ...TeamFields }),
    withIds(call),
  );
  const db = call.host.db;
  // The plugin moved the team to campaignId; we only accept the team's own campaign (404 otherwise).
  const team = teamInCampaign(db, input.teamId, input.campaignId);
  const image = await uploadedImage(call);
  stmt(
    db,
    `UPDATE teams SET name = ?, story = ?, goal = ?, access = ?, notify_of_donations = ?,
       profile_image = COALESCE(?, profile_image) WHERE id = ?`,
  ).run(input.name, input.story, input.goal, input.access, input.notify_of_donations ? 1 : 0, image, team.id);
  // Section 7.14: update answers the id as a string, create as an int.
  return { teamId: String(team.id) };
});

const Ids = { campaignId: adminId('Campaign'), teamId: adminId('Team') };

/** A new (or existing, by email) user becomes an approved fundraiser in the team and its captain. */
const addTeamCaptain = adminRoute('POST', async (call) => {
  const input = parseInput(
    v.object({
      ...Ids,
      firstName: requiredText('First name', 100),
      lastName: requiredText('Last name', 100),
      email,
      story: optionalText(20_000),
      goal: v.optional(adminGoal('Goal')),
    }),
    withIds(call),
  );
  const db = call.host.db;
  const campaign = adminCampaign(db, input.campaignId);
  const team = teamInCampaign(db, input.teamId, campaign.id);
  const { userId } = await findOrCreateUser(db, campaign.id, input);
  const user = stmt(db, 'SELECT first_name, last_name FROM users WHERE id = ?').get(userId) as {
    first_name: string;
    last_name: string;
  };
  const fundraiserId = db.transaction(() => {
    const id = createFundraiser(db, {
      campaignId: campaign.id,
      userId,
      teamId: team.id,
      name: `${user.first_name} ${user.last_name}`.trim(),
      image: '',
      goal: input.goal ?? campaign.fundraiser_goal,
      story: input.story,
      approved: true,
    });
    stmt(db, 'UPDATE teams SET captain_user_id = ? WHERE id = ?').run(userId, team.id);
    return id;
  })();
  // Section 7.15: `{teamId:"<id>"}`; fundraiserId is our addition.
  return { teamId: String(team.id), fundraiserId };
});

/** Makes a member of the team its captain (422 for anyone else). */
const updateTeamCaptain = adminRoute('POST', (call) => {
  const input = parseInput(v.object({ ...Ids, captain: adminId('Captain') }), withIds(call));
  const db = call.host.db;
  const campaign = adminCampaign(db, input.campaignId);
  const team = teamInCampaign(db, input.teamId, campaign.id);
  const member = stmt(db, 'SELECT user_id FROM fundraisers WHERE id = ? AND team_id = ?').get(input.captain, team.id) as
    | { user_id: number }
    | undefined;
  if (!member) throw new ApiError(422, 'not_team_member', 'The new captain must be a member of this team.');
  stmt(db, 'UPDATE teams SET captain_user_id = ? WHERE id = ?').run(member.user_id, team.id);
  return { teamId: String(team.id) };
});

/**
 * `{campaignId, teamId, emails}` → `{sent, held}`: stored, then mailed at once for an approved team and held
 * for a pending one (mailed when approved). At most 50 per call and 100 new addresses per team and hour.
 */
const sendInvitations = adminRoute('POST', (call) => {
  const input = parseInput(v.object(Ids), withIds(call));
  const db = call.host.db;
  const campaign = adminCampaign(db, input.campaignId);
  const team = teamInCampaign(db, input.teamId, campaign.id);
  const emails = emailList(call.input, 'emails', MAX_INVITES_PER_CALL);
  const known = new Set(
    (stmt(db, 'SELECT email FROM team_invites WHERE team_id = ?').all(team.id) as Array<{ email: string }>).map(
      (r) => r.email,
    ),
  );
  const fresh = emails.filter((e) => !known.has(e));
  const now = Date.now();
  if (invitesSince(db, team.id, now - HOUR) + fresh.length > MAX_INVITES_PER_HOUR) {
    throw new ApiError(429, 'too_many_invitations', 'Too many invitations for this team. Try again in an hour.');
  }
  storeInvites(db, team.id, fresh, now);
  return mailPendingInvites(db, campaign, team, call.origin, call.host.clock.now());
});

export const adminTeamWizardRoutes = {
  'admin-create-team': createTeamRoute,
  'admin-update-team': updateTeamRoute,
  'admin-add-team-captain': addTeamCaptain,
  'admin-update-team-captain': updateTeamCaptain,
  'admin-send-team-invitation-emails': sendInvitations,
};
