import { authLimitError, peerAddressOf, recordAuthAttempt } from '../auth/rateLimit.ts';
import * as v from 'valibot';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { stmt } from '../db/stmt.ts';
import { titleText } from '../model/campaign.ts';
import { fundraiserOfUser } from '../model/fundraisers.ts';
import { sendMail } from '../model/outbox.ts';
import { createResetKey } from '../model/passwordResets.ts';
import { createUser, findUserByEmail, findUserByHandle, userInfo } from '../model/users.ts';
import {
  campaignIdParam,
  campaignOf,
  campaignUrl,
  requireUser,
  startSession,
  type ApiCall,
  type ApiRoute,
} from './call.ts';
import { ApiError, badRequest } from './errors.ts';
import { email, flag, id, parseInput, password, requiredText } from './validate.ts';

export const INVALID_LOGIN = 'Invalid username or password.';
export const DUPLICATE_EMAIL = 'An account with this email address already exists. Please log in.';

export const Names = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
};

export const NewAccount = {
  ...Names,
  email,
  password,
  password2: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Please confirm your password.')),
};

export function checkPasswordsMatch(input: { password: string; password2: string }): void {
  if (input.password !== input.password2) {
    throw new ApiError(400, 'rest_invalid_param', 'The passwords do not match', {
      password2: 'The passwords do not match',
    });
  }
}

export function assertEmailFree(call: ApiCall, address: string): void {
  if (findUserByEmail(call.host.db, address)) throw new ApiError(400, 'existing_user_email', DUPLICATE_EMAIL);
}

export function alreadyLoggedIn(call: ApiCall): void {
  if (call.session) {
    throw badRequest('p2p_already_logged_in', 'You are already logged in. Log out to create another account.');
  }
}

/** Where the wizard goes after its register step. */
const afterRegister = (teamCaptain: boolean): string => (teamCaptain ? '/create-team/' : '/register/create-profile/');

const Register = v.object({ ...NewAccount, team_captain: flag, campaign_id: id('Campaign') });

/** Visitor → new account, logged in; `{ redirect }` relative to the campaign URL. */
const registerFundraiser: ApiRoute = {
  method: 'POST',
  async handler(call) {
    alreadyLoggedIn(call);
    const input = parseInput(Register, { ...call.input, campaign_id: campaignIdParam(call.input) });
    checkPasswordsMatch(input);
    campaignOf(call, input.campaign_id);
    assertEmailFree(call, input.email);
    const hash = await hashPassword(input.password);
    assertEmailFree(call, input.email);
    const userId = createUser(call.host.db, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: hash,
    });
    startSession(call, userId);
    return { redirect: afterRegister(input.team_captain) };
  },
};

const ExistingUser = v.object({ ...Names, team_captain: flag, campaign_id: id('Campaign') });

/** Logged-in user without a profile: the register step without a new account (names may change). */
const createFundraiserProfile: ApiRoute = {
  method: 'POST',
  handler(call) {
    const user = requireUser(call);
    const input = parseInput(ExistingUser, { ...call.input, campaign_id: campaignIdParam(call.input) });
    const campaign = campaignOf(call, input.campaign_id);
    if (fundraiserOfUser(call.host.db, campaign.id, user.id)) {
      throw badRequest('p2p_fundraiser_exists', 'You already have a fundraiser profile for this campaign.');
    }
    stmt(call.host.db, 'UPDATE users SET first_name = ?, last_name = ? WHERE id = ?').run(
      input.firstName,
      input.lastName,
      user.id,
    );
    return { redirect: afterRegister(input.team_captain) };
  },
};

const Login = v.object({
  user_handle: requiredText('Username or email', 254),
  password: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Password is required.')),
  campaign_id: id('Campaign'),
});

/** Same answer for an unknown account and a wrong password; `{ redirect }` is an absolute same-origin URL. */
const login: ApiRoute = {
  method: 'POST',
  async handler(call) {
    const input = parseInput(Login, { ...call.input, campaign_id: campaignIdParam(call.input) });
    const campaign = campaignOf(call, input.campaign_id, { ignoreVisibility: true });
    const keys = { account: input.user_handle, address: peerAddressOf(call.c) };
    const limited = authLimitError(call.host, 'login', keys);
    if (limited) throw new ApiError(429, 'too_many_requests', limited);
    const user = findUserByHandle(call.host.db, input.user_handle);
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      recordAuthAttempt(call.host, 'login', keys);
      throw new ApiError(401, 'invalid_credentials', INVALID_LOGIN);
    }
    startSession(call, user.id);
    const fundraiser = fundraiserOfUser(call.host.db, campaign.id, user.id);
    return { redirect: `${campaignUrl(call, campaign)}${fundraiser ? '/start-fundraising/' : '/'}` };
  },
};

const Reset = v.object({ user_handle: requiredText('Username or email', 254), campaign_id: id('Campaign') });

/** Writes a reset mail to the outbox when the account exists; answers the same either way. */
const passwordReset: ApiRoute = {
  method: 'POST',
  handler(call) {
    const input = parseInput(Reset, { ...call.input, campaign_id: campaignIdParam(call.input) });
    const campaign = campaignOf(call, input.campaign_id, { ignoreVisibility: true });
    const keys = { account: input.user_handle, address: peerAddressOf(call.c) };
    const limited = authLimitError(call.host, 'password-reset', keys);
    if (limited) throw new ApiError(429, 'too_many_requests', limited);
    recordAuthAttempt(call.host, 'password-reset', keys);
    const user = findUserByHandle(call.host.db, input.user_handle);
    if (user) {
      const key = createResetKey(call.host.db, user.id, campaign.id);
      sendMail(call.host.db, {
        kind: 'password-reset',
        to_email: user.email,
        subject: `[${titleText(campaign.campaign_title)}] Password Reset`,
        body: [
          `Someone has requested a password reset for the account "${user.username}".`,
          'If this was a mistake, ignore this email and nothing will happen.',
          'To reset your password, visit the following address (it works once, within 24 hours):',
          `${call.origin}/wp-login.php?action=rp&key=${key}&login=${encodeURIComponent(user.username)}`,
        ].join('\n\n'),
      });
    }
    return { redirect: '/lost-password/sent' };
  },
};

const userInfoRoute: ApiRoute = {
  method: 'GET',
  handler(call) {
    const user = requireUser(call);
    return { data: userInfo(user) };
  },
};

export const accountRoutes: Record<string, ApiRoute> = {
  'register-fundraiser': registerFundraiser,
  'create-fundraiser-profile': createFundraiserProfile,
  'fundraiser-login': login,
  'send-password-reset-email': passwordReset,
  'get-user-info': userInfoRoute,
};
