import * as v from 'valibot';
import { hashPassword } from '../auth/password.ts';
import { stmt } from '../db/stmt.ts';
import { fundraiserOfUser } from '../model/fundraisers.ts';
import { createUser } from '../model/users.ts';
import { alreadyLoggedIn, assertEmailFree, checkPasswordsMatch, Names, NewAccount } from './account.ts';
import { campaignIdParam, campaignOf, requireUser, startSession, type ApiCall, type ApiRoute } from './call.ts';
import { badRequest } from './errors.ts';
import { fundraiserFreeToJoin, joinableTeam, spendJoinInvite } from './join-rules.ts';
import { id, parseInput } from './validate.ts';

const Target = { teamId: id('Team'), campaignId: id('Campaign') };
const withTarget = (call: ApiCall) => ({
  ...call.input,
  campaignId: campaignIdParam(call.input),
  teamId: call.input.teamId ?? call.input.team_id,
});

const AFTER_JOIN_REGISTER = '/register/create-profile/';

/** Visitor: new account + chosen team (joined when the profile is created). */
const registerJoinTeam: ApiRoute = {
  method: 'POST',
  async handler(call) {
    alreadyLoggedIn(call);
    const input = parseInput(v.object({ ...NewAccount, ...Target }), withTarget(call));
    checkPasswordsMatch(input);
    const campaign = campaignOf(call, input.campaignId);
    const joinable = joinableTeam(call, campaign.id, input.teamId, input.email);
    assertEmailFree(call, input.email);
    const hash = await hashPassword(input.password);
    assertEmailFree(call, input.email);
    const userId = call.host.db.transaction(() => {
      const created = createUser(call.host.db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: hash,
        pendingTeamId: input.teamId,
      });
      spendJoinInvite(call, joinable, created);
      return created;
    })();
    startSession(call, userId);
    return { redirect: AFTER_JOIN_REGISTER };
  },
};

/** Logged-in user without a profile: remember the team, then create the profile. */
const createFundraiserJoinTeam: ApiRoute = {
  method: 'POST',
  handler(call) {
    const user = requireUser(call);
    const input = parseInput(v.object({ ...Names, ...Target }), withTarget(call));
    const campaign = campaignOf(call, input.campaignId);
    if (fundraiserOfUser(call.host.db, campaign.id, user.id)) {
      throw badRequest('p2p_fundraiser_exists', 'You already have a fundraiser profile for this campaign.');
    }
    const joinable = joinableTeam(call, campaign.id, input.teamId, user.email);
    call.host.db.transaction(() => {
      spendJoinInvite(call, joinable, user.id);
      stmt(call.host.db, 'UPDATE users SET first_name = ?, last_name = ?, pending_team_id = ? WHERE id = ?').run(
        input.firstName,
        input.lastName,
        input.teamId,
        user.id,
      );
    })();
    return { redirect: AFTER_JOIN_REGISTER };
  },
};

/** `{ canJoin: true }`, or 401/403 (no profile, already in or captain of a team). */
const canJoin: ApiRoute = {
  method: 'POST',
  handler(call) {
    const user = requireUser(call);
    const input = parseInput(v.object({ campaignId: id('Campaign') }), withTarget(call));
    const campaign = campaignOf(call, input.campaignId);
    fundraiserFreeToJoin(call, campaign.id, user);
    return { canJoin: true };
  },
};

const join: ApiRoute = {
  method: 'POST',
  handler(call) {
    const user = requireUser(call);
    const input = parseInput(v.object(Target), withTarget(call));
    const campaign = campaignOf(call, input.campaignId);
    const fundraiser = fundraiserFreeToJoin(call, campaign.id, user);
    const joinable = joinableTeam(call, campaign.id, input.teamId, user.email);
    call.host.db.transaction(() => {
      spendJoinInvite(call, joinable, user.id);
      stmt(call.host.db, 'UPDATE fundraisers SET team_id = ? WHERE id = ?').run(joinable.team.id, fundraiser.id);
    })();
    return { redirect: '/start-fundraising/' };
  },
};

export const joinRoutes: Record<string, ApiRoute> = {
  'register-join-team': registerJoinTeam,
  'create-fundraiser-join-team': createFundraiserJoinTeam,
  'fundraiser-can-join-team': canJoin,
  'fundraiser-join-team': join,
};
