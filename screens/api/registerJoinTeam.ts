import type { ApiContextValue } from './ApiContext';
import type { RedirectResponse } from './envelope';
import { postForRedirect } from './postForRedirect';

export const REGISTER_JOIN_TEAM = 'register-join-team';

export interface JoinTeamRegistrationFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
  teamId: number;
  /** The single-use token of a mailed invitation: the way into a closed (private) team. */
  invite?: string;
}

/** Creates an account and joins the team. The redirect is a path to append to the campaign URL. */
export function registerJoinTeam(api: ApiContextValue, fields: JoinTeamRegistrationFields): Promise<RedirectResponse> {
  return postForRedirect(api, REGISTER_JOIN_TEAM, fields, 'campaignId');
}
