import * as v from 'valibot';
import { stmt } from '../db/stmt.ts';
import { createFundraiser, fundraiserOfUser } from '../model/fundraisers.ts';
import { getTeam } from '../model/teams.ts';
import { adminCampaign } from './admin-campaigns.ts';
import { adminRoute } from './admin-guard.ts';
import { adminGoal, adminId, checkbox } from './admin-params.ts';
import { fundraiserInCampaign } from './admin-scope.ts';
import { alreadyFundraiser, findOrCreateUser, uploadedImage } from './admin-users.ts';
import { campaignIdParam } from './call.ts';
import { ApiError, notFound } from './errors.ts';
import { email, optionalText, parseInput, requiredText } from './validate.ts';

const Person = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email,
};

/** `{userId, existing}`: the user of that email (reused) or a new one. */
const addWpUser = adminRoute('POST', async (call) => {
  const input = parseInput(v.object({ campaignId: adminId('Campaign'), ...Person }), {
    ...call.input,
    campaignId: campaignIdParam(call.input),
  });
  const campaign = adminCampaign(call.host.db, input.campaignId);
  return findOrCreateUser(call.host.db, campaign.id, input);
});

/** A team id of this campaign for a fundraiser form: '' or absent = none; another campaign's team is a 422. */
export function teamOfCampaign(db: Parameters<typeof getTeam>[0], raw: unknown, campaignId: number): number | null {
  if (raw === undefined || raw === null || raw === '' || raw === '0' || raw === 0) return null;
  const id = parseInput(adminId('Team'), raw);
  const team = getTeam(db, id);
  if (!team || team.campaign_id !== campaignId) {
    throw new ApiError(422, 'invalid_team', 'Choose a team of this campaign.');
  }
  return team.id;
}

const ProfileFields = {
  story: optionalText(20_000),
  goal: adminGoal('Goal'),
  notify_of_donations: checkbox,
};

/** Multipart `{campaignId, userId, story, goal, teamId?, file?, notify_of_donations?}` → `{fundraiserId}`, approved. */
const createFundraiserRoute = adminRoute('POST', async (call) => {
  const input = parseInput(v.object({ campaignId: adminId('Campaign'), userId: adminId('User'), ...ProfileFields }), {
    ...call.input,
    campaignId: campaignIdParam(call.input),
    userId: call.input.userId ?? call.input.user_id,
  });
  const db = call.host.db;
  const campaign = adminCampaign(db, input.campaignId);
  const user = stmt(db, 'SELECT id, first_name, last_name FROM users WHERE id = ?').get(input.userId) as
    | { id: number; first_name: string; last_name: string }
    | undefined;
  if (!user) throw notFound('user');
  if (fundraiserOfUser(db, campaign.id, user.id)) throw alreadyFundraiser();
  const teamId = teamOfCampaign(db, call.input.teamId ?? call.input.team_id, campaign.id);
  const image = await uploadedImage(call);
  const fundraiserId = createFundraiser(db, {
    campaignId: campaign.id,
    userId: user.id,
    teamId,
    name: `${user.first_name} ${user.last_name}`.trim(),
    image: image ?? '',
    goal: input.goal,
    story: input.story,
    approved: true,
    notify: input.notify_of_donations,
  });
  return { fundraiserId };
});

/**
 * Multipart `{fundraiserId, story, goal, teamId?, file?, notify_of_donations?}` → `{fundraiserId}`. As in the
 * plugin (section 7.13), no teamId (or '') removes the team; a captain's team is locked (409).
 */
const updateFundraiserRoute = adminRoute('POST', async (call) => {
  const input = parseInput(v.object({ fundraiserId: adminId('Fundraiser'), ...ProfileFields }), {
    ...call.input,
    fundraiserId: call.input.fundraiserId ?? call.input.fundraiser_id,
  });
  const db = call.host.db;
  const fundraiser = fundraiserInCampaign(db, input.fundraiserId);
  const rawTeam = call.input.teamId ?? call.input.team_id ?? '';
  let teamId = fundraiser.team_id;
  {
    teamId = teamOfCampaign(db, rawTeam, fundraiser.campaign_id);
    const current = fundraiser.team_id === null ? undefined : getTeam(db, fundraiser.team_id);
    if (teamId !== fundraiser.team_id && current?.captain_user_id === fundraiser.user_id) {
      throw new ApiError(
        409,
        'captain_team_locked',
        "A team captain's team cannot change. Make another member captain first.",
      );
    }
  }
  const image = await uploadedImage(call);
  stmt(
    db,
    `UPDATE fundraisers SET story = ?, goal = ?, team_id = ?, notify_of_donations = ?,
       profile_image = COALESCE(?, profile_image) WHERE id = ?`,
  ).run(input.story, input.goal, teamId, input.notify_of_donations ? 1 : 0, image, fundraiser.id);
  // Section 7.13: update answers the id as a string, create as an int.
  return { fundraiserId: String(fundraiser.id) };
});

export const adminFundraiserWizardRoutes = {
  'admin-add-wp-user': addWpUser,
  'admin-create-fundraiser': createFundraiserRoute,
  'admin-update-fundraiser': updateFundraiserRoute,
};
