import * as v from 'valibot';
import type { Db } from '../db/open.ts';
import { joinedByInvite } from '../model/inviteTokens.ts';
import { stmt } from '../db/stmt.ts';
import { fundraiserStartsApproved } from '../model/campaign.ts';
import { createFundraiser, fundraiserData, fundraiserOfUser, getFundraiser } from '../model/fundraisers.ts';
import { getTeam, teamCaptainedBy } from '../model/teams.ts';
import { campaignIdParam, campaignOf, requireUser, type ApiRoute } from './call.ts';
import { forbidden, notFound } from './errors.ts';
import { fileField, saveImage } from './uploads.ts';
import { goal, id, parseInput, requiredText } from './validate.ts';

const Profile = v.object({
  campaignId: id('Campaign'),
  goal: goal('Goal'),
  story: requiredText('Story', 20_000),
  fundraiserId: v.optional(id('Fundraiser')),
});

/**
 * Multipart: action, campaignId, goal, story, file (+ optional fundraiserId). Creates the caller's profile
 * when they have none (joining the team they captain or chose earlier), otherwise updates their own.
 * Answers `{ fundraiserId, redirect }`: '/start-fundraising/' after a creation, '/fundraiser/{id}/' after an update.
 */
const updateProfile: ApiRoute = {
  method: 'POST',
  async handler(call) {
    const user = requireUser(call);
    const input = parseInput(Profile, {
      ...call.input,
      campaignId: campaignIdParam(call.input),
      fundraiserId: call.input.fundraiserId ?? call.input.fundraiser_id ?? undefined,
    });
    const campaign = campaignOf(call, input.campaignId);
    const db = call.host.db;
    const own = fundraiserOfUser(db, campaign.id, user.id);
    if (input.fundraiserId !== undefined && input.fundraiserId !== own?.id) {
      if (!getFundraiser(db, input.fundraiserId)) throw notFound('fundraiser');
      throw forbidden('Only the owner can edit this fundraiser profile.');
    }
    const file = fileField(call.input.file);
    const image = file ? await saveImage(file, call.host.options.uploadsDir, call.host.options.maxUploadSize) : null;
    if (own) {
      stmt(
        db,
        'UPDATE fundraisers SET goal = ?, story = ?, profile_image = COALESCE(?, profile_image) WHERE id = ?',
      ).run(input.goal, input.story, image, own.id);
      return { fundraiserId: own.id, redirect: `/fundraiser/${own.id}/` };
    }
    const captained = teamCaptainedBy(db, campaign.id, user.id);
    const chosen = user.pending_team_id === null ? undefined : getTeam(db, user.pending_team_id);
    // A closed team only for a user who spent one of its invitations to choose it (join.ts).
    const chosenOk =
      chosen &&
      chosen.campaign_id === campaign.id &&
      (chosen.access === 'public' || joinedByInvite(db, chosen.id, user.id))
        ? chosen
        : undefined;
    const fundraiserId = createFundraiser(db, {
      campaignId: campaign.id,
      userId: user.id,
      teamId: captained?.id ?? chosenOk?.id ?? null,
      name: `${user.first_name} ${user.last_name}`.trim(),
      image: image ?? '',
      goal: input.goal,
      story: input.story,
      approved: fundraiserStartsApproved(campaign, call.host.options.autoApprove),
    });
    stmt(db, 'UPDATE users SET pending_team_id = NULL WHERE id = ?').run(user.id);
    return { fundraiserId, redirect: '/start-fundraising/' };
  },
};

/**
 * The team as its own member sees it on the status page: everyone on it but the denied, the member included
 * (a new captain and their team wait for approval together; the public count, fundraiser_count, is the approved).
 */
function membersSeenBy(db: Db, teamId: number, fundraiserId: number): number {
  return (
    stmt(db, "SELECT COUNT(*) AS n FROM fundraisers WHERE team_id = ? AND (status != 'denied' OR id = ?)").get(
      teamId,
      fundraiserId,
    ) as { n: number }
  ).n;
}

/**
 * `{ data: { fundraiser, team } }` for the caller; team is { id, name, profile_image, members, is_approved } or
 * null, plus captain_user_id (ours: the status page links a captain to the team's edit page).
 */
const fundraiserInfo: ApiRoute = {
  method: 'GET',
  handler(call) {
    const user = requireUser(call);
    const q = parseInput(v.object({ campaignId: id('Campaign') }), { campaignId: campaignIdParam(call.input) });
    const campaign = campaignOf(call, q.campaignId);
    const own = fundraiserOfUser(call.host.db, campaign.id, user.id);
    if (!own) throw notFound('fundraiser');
    const team = own.team_id === null ? undefined : getTeam(call.host.db, own.team_id);
    return {
      data: {
        fundraiser: fundraiserData(own),
        team: team
          ? {
              id: team.id,
              name: team.name,
              profile_image: team.profile_image,
              members: membersSeenBy(call.host.db, team.id, own.id),
              is_approved: team.status === 'active',
              captain_user_id: team.captain_user_id ?? 0,
            }
          : null,
      },
    };
  },
};

export const profileRoutes: Record<string, ApiRoute> = {
  'update-fundraiser-profile': updateProfile,
  'get-fundraiser-info': fundraiserInfo,
};
