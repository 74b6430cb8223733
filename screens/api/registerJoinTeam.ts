import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';

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
export function registerJoinTeam(
  { client, campaignId }: ApiContextValue,
  fields: JoinTeamRegistrationFields,
): Promise<RedirectResponse> {
  return client.request(REGISTER_JOIN_TEAM, {
    method: 'POST',
    body: { ...fields, campaignId },
    schema: redirectResponseSchema,
  });
}
