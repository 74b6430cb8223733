import * as v from 'valibot';
import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import type { FundraiserRow } from '../model/fundraisers.ts';
import { getTeam, type TeamRow } from '../model/teams.ts';
import { adminRoute } from './admin-guard.ts';
import { adminId } from './admin-params.ts';
import { fundraiserInCampaign, teamInCampaign, teamMembers } from './admin-scope.ts';
import { ApiError } from './errors.ts';
import { parseInput } from './validate.ts';

/*
 * Deleting teams and fundraisers. The server derives what may happen (the plugin trusted the strategy the
 * client sent): the strategy GETs say what applies, and the deletes derive it again and refuse anything else.
 * Donations always stay; their team_id / fundraiser_id become NULL when that row goes.
 */

export type MemberStrategy = 'deleteMembers' | 'detachMembers' | 'moveMembers';
export type FundraiserStrategy = 'campaignFundraiser' | 'teamOnlyFundraiser' | 'teamMember' | 'teamOwner';

const unprocessable = (code: string, message: string): ApiError => new ApiError(422, code, message);

/** The campaign's other teams, each with its captain's name (null without one): where members may move. */
function otherTeams(db: Db, team: TeamRow): Array<{ id: number; name: string; captain: string | null }> {
  return stmt(
    db,
    `SELECT t.id, t.name, CASE WHEN u.id IS NULL THEN NULL ELSE TRIM(u.first_name || ' ' || u.last_name) END AS captain
       FROM teams t LEFT JOIN users u ON u.id = t.captain_user_id
      WHERE t.campaign_id = ? AND t.id != ? ORDER BY t.name COLLATE NOCASE, t.id`,
  ).all(team.campaign_id, team.id) as Array<{ id: number; name: string; captain: string | null }>;
}

/** What may happen to a team's members: nothing to decide without members; no move without another team. */
export function memberOptions(db: Db, team: TeamRow): { members: number; options: MemberStrategy[] } {
  const members = teamMembers(db, team).length;
  if (members === 0) return { members, options: ['deleteMembers'] };
  const options: MemberStrategy[] = ['detachMembers', 'deleteMembers'];
  if (otherTeams(db, team).length > 0) options.push('moveMembers');
  return { members, options };
}

/** Removes fundraisers (their donations stay, unattributed) and the rows that point at them. */
function deleteFundraisers(db: Db, ids: readonly number[]): void {
  const unlink = stmt(db, 'UPDATE donations SET fundraiser_id = NULL WHERE fundraiser_id = ?');
  const remove = stmt(db, 'DELETE FROM fundraisers WHERE id = ?');
  for (const id of ids) {
    unlink.run(id);
    remove.run(id);
  }
}

function deleteTeamRow(db: Db, teamId: number): void {
  stmt(db, 'UPDATE donations SET team_id = NULL WHERE team_id = ?').run(teamId);
  stmt(db, 'UPDATE users SET pending_team_id = NULL WHERE pending_team_id = ?').run(teamId);
  stmt(db, 'DELETE FROM team_invites WHERE team_id = ?').run(teamId);
  stmt(db, 'DELETE FROM teams WHERE id = ?').run(teamId);
}

const TeamId = v.object({ team_id: adminId('Team') });

const getDeleteTeamStrategy = adminRoute('GET', (call) => {
  const q = parseInput(TeamId, { team_id: call.input.team_id ?? call.input.teamId });
  const db = call.host.db;
  const team = teamInCampaign(db, q.team_id);
  const { members, options } = memberOptions(db, team);
  return { team_id: team.id, team_name: team.name, members, options, teams: otherTeams(db, team) };
});

const deleteTeam = adminRoute('POST', (call) => {
  const q = parseInput(
    v.object({
      team_id: adminId('Team'),
      members: v.optional(v.string(), ''),
      target_team_id: v.optional(v.union([v.string(), v.number(), v.null()])),
    }),
    { ...call.input, team_id: call.input.team_id ?? call.input.teamId },
  );
  const db = call.host.db;
  const team = teamInCampaign(db, q.team_id);
  const { options } = memberOptions(db, team);
  const members = teamMembers(db, team);
  // No members: nothing to decide, any (or no) choice deletes the team alone.
  const strategy = members.length === 0 ? 'deleteMembers' : q.members;
  if (!(options as string[]).includes(strategy)) {
    throw unprocessable('invalid_member_strategy', `Choose one of: ${options.join(', ')}.`);
  }
  let target: TeamRow | undefined;
  if (strategy === 'moveMembers') {
    const targetId = v.safeParse(adminId('Target team'), q.target_team_id);
    target = targetId.success ? getTeam(db, targetId.output) : undefined;
    if (!target || target.campaign_id !== team.campaign_id || target.id === team.id) {
      throw unprocessable('invalid_target_team', 'Choose another team of this campaign to move the members to.');
    }
  }
  const ids = members.map((m) => m.id);
  db.transaction(() => {
    if (strategy === 'deleteMembers') deleteFundraisers(db, ids);
    else {
      const move = stmt(db, 'UPDATE fundraisers SET team_id = ? WHERE id = ?');
      for (const id of ids) move.run(target?.id ?? null, id);
    }
    // A team has one captain (teams.captain_user_id marks them): the deleted team's captain keeps the role in a
    // team that has none, and joins one that has a captain as a member (the strategy read names each captain).
    const captainMoves = members.some((m) => m.user_id === team.captain_user_id);
    if (target && target.captain_user_id === null && captainMoves) {
      stmt(db, 'UPDATE teams SET captain_user_id = ? WHERE id = ?').run(team.captain_user_id, target.id);
    }
    deleteTeamRow(db, team.id);
  })();
  // Section 7.17's answer; members_affected is our addition.
  return { strategy: null, fundraiser: null, members_affected: ids.length };
});

/** The strategy a fundraiser's deletion follows, from where it stands (never from the client). */
export function fundraiserStrategy(
  db: Db,
  fundraiser: FundraiserRow,
): { strategy: FundraiserStrategy; team: TeamRow | undefined; others: Array<{ id: number; name: string }> } {
  if (fundraiser.team_id === null) return { strategy: 'campaignFundraiser', team: undefined, others: [] };
  const team = teamInCampaign(db, fundraiser.team_id);
  const others = teamMembers(db, team)
    .filter((m) => m.id !== fundraiser.id)
    .map(({ id, name }) => ({ id, name }));
  if (team.captain_user_id !== fundraiser.user_id) return { strategy: 'teamMember', team, others };
  return { strategy: others.length === 0 ? 'teamOnlyFundraiser' : 'teamOwner', team, others };
}

const FundraiserId = v.object({ fundraiser_id: adminId('Fundraiser') });
const fundraiserIdOf = (input: Record<string, unknown>) => input.fundraiser_id ?? input.fundraiserId;

const getDeleteFundraiserStrategy = adminRoute('GET', (call) => {
  const q = parseInput(FundraiserId, { fundraiser_id: fundraiserIdOf(call.input) });
  const db = call.host.db;
  const fundraiser = fundraiserInCampaign(db, q.fundraiser_id);
  const { strategy, team, others } = fundraiserStrategy(db, fundraiser);
  return {
    // Section 7.17 sends only `strategy`; the rest is our addition.
    strategy,
    fundraiser_id: String(fundraiser.id),
    name: fundraiser.name,
    team: team ? { id: team.id, name: team.name } : null,
    members: strategy === 'teamOwner' ? others : [],
  };
});

const deleteFundraiser = adminRoute('POST', (call) => {
  const q = parseInput(
    v.object({
      fundraiser_id: adminId('Fundraiser'),
      strategy: v.optional(v.string(), ''),
      new_team_owner_fundraiser_id: v.optional(v.union([v.string(), v.number(), v.null(), v.boolean()])),
    }),
    {
      ...call.input,
      fundraiser_id: fundraiserIdOf(call.input),
      new_team_owner_fundraiser_id: call.input.new_team_owner_fundraiser_id ?? call.input.new_owner_id,
    },
  );
  const db = call.host.db;
  const fundraiser = fundraiserInCampaign(db, q.fundraiser_id);
  const { strategy, team, others } = fundraiserStrategy(db, fundraiser);
  // The plugin trusted the strategy sent; we derive it and refuse one that no longer fits.
  if (q.strategy !== '' && q.strategy !== strategy) {
    throw unprocessable('strategy_changed', 'The fundraiser’s team changed meanwhile. Please try again.');
  }
  let newOwner: { id: number } | undefined;
  if (strategy === 'teamOwner') {
    const ownerId = v.safeParse(adminId('New owner'), q.new_team_owner_fundraiser_id);
    newOwner = ownerId.success ? others.find((m) => m.id === ownerId.output) : undefined;
    if (!newOwner) {
      throw unprocessable('invalid_new_owner', 'Choose the new team captain among the other members of the team.');
    }
  }
  db.transaction(() => {
    if (strategy === 'teamOwner' && team && newOwner) {
      const owner = stmt(db, 'SELECT user_id FROM fundraisers WHERE id = ?').get(newOwner.id) as { user_id: number };
      stmt(db, 'UPDATE teams SET captain_user_id = ? WHERE id = ?').run(owner.user_id, team.id);
    }
    deleteFundraisers(db, [fundraiser.id]);
    if (strategy === 'teamOnlyFundraiser' && team) deleteTeamRow(db, team.id);
  })();
  // Section 7.17: `{strategy, fundraiser}` echoed; deleted_team is our addition.
  return { strategy, fundraiser: q.fundraiser_id, deleted_team: strategy === 'teamOnlyFundraiser' };
});

export const adminDeleteRoutes = {
  'get-delete-team-strategy': getDeleteTeamStrategy,
  'delete-team-strategy': deleteTeam,
  'get-delete-fundraiser-strategy': getDeleteFundraiserStrategy,
  'delete-fundraiser-strategy': deleteFundraiser,
};
