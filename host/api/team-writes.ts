import * as v from 'valibot';
import { stmt } from '../db/stmt.ts';
import { teamStartsApproved } from '../model/campaign.ts';
import { fundraiserOfUser } from '../model/fundraisers.ts';
import { isAdministrator } from '../model/users.ts';
import { mailPendingInvites, storeInvites } from '../model/invitations.ts';
import { createTeam, getTeam, teamCaptainedBy } from '../model/teams.ts';
import { campaignIdParam, campaignOf, requireUser, type ApiCall, type ApiRoute } from './call.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { fileField, saveImage } from './uploads.ts';
import { goal, id, isValidEmail, parseInput, requiredText } from './validate.ts';

export const MAX_INVITES = 50;

const emails = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())]), ''),
  v.transform((x) => (Array.isArray(x) ? x : x.split(',')).map((e) => e.trim()).filter(Boolean)),
  v.maxLength(MAX_INVITES, `At most ${MAX_INVITES} invitations at a time.`),
  v.check((list) => list.every(isValidEmail), 'Please enter valid email addresses, separated by commas.'),
);

const TeamFields = {
  campaign_id: id('Campaign'),
  name: requiredText('Team name', 100),
  goal: goal('Goal'),
  story: requiredText('Story', 20_000),
  access: v.pipe(
    v.optional(v.string(), 'public'),
    v.transform((s) => (s === '' ? 'public' : s)),
    v.picklist(['public', 'private'], "Access must be 'public' or 'private'."),
  ),
  emails,
};

const teamInput = (call: ApiCall) => ({ ...call.input, campaign_id: campaignIdParam(call.input) });

function addInvites(call: ApiCall, teamId: number, list: string[]): void {
  storeInvites(call.host.db, teamId, list);
}

async function image(call: ApiCall): Promise<string | null> {
  const file = fileField(call.input.file);
  return file ? saveImage(file, call.host.options.uploadsDir, call.host.options.maxUploadSize) : null;
}

/** Multipart; `{ teamId, redirect }` — '/register/create-profile/' when the captain has no profile yet, else the team page. */
const createTeamRoute: ApiRoute = {
  method: 'POST',
  async handler(call) {
    const user = requireUser(call);
    const input = parseInput(v.object(TeamFields), teamInput(call));
    const campaign = campaignOf(call, input.campaign_id);
    const db = call.host.db;
    if (teamCaptainedBy(db, campaign.id, user.id)) {
      throw badRequest('p2p_already_captain', 'You are already the captain of a team in this campaign.');
    }
    const fundraiser = fundraiserOfUser(db, campaign.id, user.id);
    if (fundraiser?.team_id) throw badRequest('p2p_already_member', 'You are already a member of a team.');
    const picture = await image(call);
    const teamId = db.transaction(() => {
      const created = createTeam(db, {
        campaignId: campaign.id,
        name: input.name,
        image: picture ?? '',
        goal: input.goal,
        story: input.story,
        access: input.access,
        captain: user.id,
        approved: teamStartsApproved(campaign, call.host.options.autoApprove),
      });
      if (fundraiser) stmt(db, 'UPDATE fundraisers SET team_id = ? WHERE id = ?').run(created, fundraiser.id);
      addInvites(call, created, input.emails);
      return created;
    })();
    return { teamId, redirect: fundraiser ? `/team/${teamId}/` : '/register/create-profile/' };
  },
};

/** The team of this campaign named by team_id, which the caller must captain. */
function captainsTeam(call: ApiCall, campaignId: number, teamId: number) {
  const user = requireUser(call);
  const team = getTeam(call.host.db, teamId);
  if (!team || team.campaign_id !== campaignId) throw notFound('team');
  if (team.captain_user_id !== user.id) throw forbidden('Only the team captain can do that.');
  return team;
}

const updateTeamRoute: ApiRoute = {
  method: 'POST',
  async handler(call) {
    requireUser(call);
    const input = parseInput(v.object({ ...TeamFields, team_id: id('Team') }), teamInput(call));
    const campaign = campaignOf(call, input.campaign_id);
    const team = captainsTeam(call, campaign.id, input.team_id);
    const picture = await image(call);
    stmt(
      call.host.db,
      `UPDATE teams SET name = ?, goal = ?, story = ?, access = ?, profile_image = COALESCE(?, profile_image)
        WHERE id = ?`,
    ).run(input.name, input.goal, input.story, input.access, picture, team.id);
    addInvites(call, team.id, input.emails);
    return { teamId: team.id, redirect: `/team/${team.id}/` };
  },
};

/**
 * Mails every invitation of the team not sent yet to the outbox: `{ sent, held }`. The captain, or an administrator
 * (the plugin's `teamOwnerPermissionCheck` lets `edit_posts` in: its admin sends this after approving a team, 7.9).
 * While the team waits for approval (or was denied) they are held; approving the team mails them, so the admin's
 * follow-up finds none left and mails nothing twice.
 */
const sendInvitations: ApiRoute = {
  method: 'POST',
  handler(call) {
    requireUser(call);
    const input = parseInput(v.object({ team_id: id('Team') }), {
      team_id: call.input.team_id ?? call.input.teamId,
    });
    const found = getTeam(call.host.db, input.team_id);
    if (!found) throw notFound('team');
    const campaign = campaignOf(call, found.campaign_id);
    const team = isAdministrator(call.session?.user) ? found : captainsTeam(call, campaign.id, found.id);
    return mailPendingInvites(call.host.db, campaign, team, call.origin, call.host.clock.now());
  },
};

export const teamWriteRoutes: Record<string, ApiRoute> = {
  'create-team': createTeamRoute,
  'update-team': updateTeamRoute,
  'send-team-invitation-emails': sendInvitations,
};
