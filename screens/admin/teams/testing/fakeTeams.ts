import type { MemberOption } from '../../api/getDeleteTeamStrategy';
import { wpError, type AdminAnswer, type AdminAnswers } from '../../testing/adminFetch';
import { wireTeam } from '../../testing/wireRows';

/** A team as the fake host stores it (the get-teams row shape, before JSON). */
export interface FakeTeam {
  team_id: number;
  team_name: string;
  team_goal: number;
  amount_raised: number;
  profile_image: string;
  date_created: string;
  team_status: 'active' | 'pending' | 'denied';
  access: 'public' | 'private';
  team_url: string;
  captain: { fundraiser_id: number; user_id: number; name: string } | null;
  fundraisers_total: number;
  fundraisers_pending: number;
}

export const TEAM_STATUS_LABELS = { active: 'Approved', pending: 'Pending Approval', denied: 'Denied' } as const;

export function fakeTeam(id: number, overrides: Partial<FakeTeam> = {}): FakeTeam {
  return {
    team_id: id,
    team_name: `Team ${id}`,
    team_goal: 1000 * id,
    amount_raised: 250 * id,
    profile_image: '',
    date_created: `2026-01-${String((id % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    team_status: 'active',
    access: 'public',
    team_url: `https://site.test/campaigns/run/team/${id}/`,
    captain: { fundraiser_id: 100 + id, user_id: 200 + id, name: `Captain ${id}` },
    fundraisers_total: 3,
    fundraisers_pending: 0,
    ...overrides,
  };
}

/** Four teams: two pending (one without captain, with pending members), one approved, one denied. */
export function sampleTeams(): FakeTeam[] {
  return [
    fakeTeam(1, { team_name: 'Clean Water Crew', team_goal: 1_250_000, amount_raised: 312_500 }),
    fakeTeam(2, {
      team_name: 'Pending Paddlers',
      team_status: 'pending',
      captain: null,
      fundraisers_total: 2,
      fundraisers_pending: 1,
    }),
    fakeTeam(3, { team_name: 'Hill Runners', team_status: 'pending' }),
    fakeTeam(4, { team_name: 'Denied Dolphins', team_status: 'denied', fundraisers_total: 0 }),
  ];
}

function json(body: unknown, status = 200): AdminAnswer {
  return { body, status };
}

export interface FakeTeamsDb {
  teams: FakeTeam[];
}

const SORT_FIELDS = {
  name: 'team_name',
  goal: 'team_goal',
  status: 'team_status',
  date_created: 'date_created',
} as const;

function isSort(value: string): value is keyof typeof SORT_FIELDS {
  return value in SORT_FIELDS;
}

function listTeams(db: FakeTeamsDb, q: URLSearchParams): AdminAnswer {
  const status = q.get('status') ?? '';
  if (status && !['all', 'active', 'pending', 'denied'].includes(status)) {
    return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
  }
  const sort = q.get('sort') || 'date_created';
  if (!isSort(sort)) return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): sort');
  const direction = (q.get('direction') || 'desc').toLowerCase() === 'asc' ? 1 : -1;
  const search = (q.get('search') ?? '').toLowerCase();
  const perPage = Number(q.get('per_page') || 10);
  const page = Number(q.get('page') || 1);
  const field = SORT_FIELDS[sort];
  const matches = db.teams
    .filter((team) => !status || status === 'all' || team.team_status === status)
    .filter((team) => team.team_name.toLowerCase().includes(search))
    .sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * direction);
  return json({
    status: true,
    data: matches.slice((page - 1) * perPage, page * perPage).map((team) => wireTeam({ ...team })),
    total: matches.length,
    pages: Math.ceil(matches.length / perPage),
    statuses: TEAM_STATUS_LABELS,
  });
}

function strategyOf(db: FakeTeamsDb, team: FakeTeam) {
  const others = db.teams.filter((other) => other.team_id !== team.team_id);
  const options: MemberOption[] = [
    'deleteMembers',
    'detachMembers',
    ...(others.length ? ['moveMembers' as const] : []),
  ];
  return {
    team_id: team.team_id,
    team_name: team.team_name,
    members: team.fundraisers_total,
    options,
    teams: others.map((other) => ({ id: other.team_id, name: other.team_name })),
  };
}

/**
 * A stateful stand-in for the reference host's team calls (get-teams filters, searches, sorts and pages;
 * approvals and deletes change the teams), as answers for renderAdmin and AdminStory.
 */
export function fakeTeamsAnswers(db: FakeTeamsDb = { teams: sampleTeams() }): AdminAnswers {
  const find = (id: unknown) => db.teams.find((team) => team.team_id === Number(id));
  return {
    'get-teams': (request) => listTeams(db, request.url.searchParams),
    'update-team-approval': ({ body }) => {
      // Section 7.8: one team per call; 400 update_failed when nothing changes.
      const team = find(body?.team_id);
      if (!team) return json({ status: false, message: 'Team not found.' }, 404);
      const status = body?.status === 'active' ? 'active' : 'denied';
      if (team.team_status === status) return json({ error: 'update_failed', message: 'Team not updated' }, 400);
      team.team_status = status;
      return json({ message: 'Team updated' });
    },
    // Section 7.9: the admin's follow-up to an approval; an empty body, or an empty-bodied 400 for a team not active.
    'send-team-invitation-emails': ({ body }) => json(null, find(body?.team_id)?.team_status === 'active' ? 200 : 400),
    'get-delete-team-strategy': ({ query }) => {
      const team = find(query.team_id);
      return team ? json(strategyOf(db, team)) : wpError(404, 'team_not_found', 'Team not found.');
    },
    'delete-team-strategy': ({ body }) => {
      const team = find(body?.team_id);
      if (!team) return wpError(404, 'team_not_found', 'Team not found.');
      if (!strategyOf(db, team).options.some((option) => option === body?.members)) {
        return wpError(422, 'invalid_member_strategy', 'That choice is not available for this team.');
      }
      const target = body?.members === 'moveMembers' ? find(body.target_team_id) : undefined;
      if (body?.members === 'moveMembers' && (!target || target === team)) {
        return wpError(422, 'invalid_target_team', 'Choose another team of this campaign.');
      }
      if (target) target.fundraisers_total += team.fundraisers_total;
      db.teams = db.teams.filter((other) => other !== team);
      return json({ strategy: null, fundraiser: null, members_affected: team.fundraisers_total });
    },
  };
}
