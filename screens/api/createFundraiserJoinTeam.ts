import type { ApiContextValue } from './ApiContext';
import type { RedirectResponse } from './envelope';
import { postForRedirect } from './postForRedirect';
import type { JoinTeamRegistrationFields } from './registerJoinTeam';

export const CREATE_FUNDRAISER_JOIN_TEAM = 'create-fundraiser-join-team';

/** The join-team registration for an existing (logged-in) user: no password fields. */
export type ExistingUserJoinTeamFields = Omit<JoinTeamRegistrationFields, 'password' | 'password2'>;

/** Creates a fundraiser profile for the logged-in user and joins the team. */
export function createFundraiserJoinTeam(
  api: ApiContextValue,
  fields: ExistingUserJoinTeamFields,
): Promise<RedirectResponse> {
  return postForRedirect(api, CREATE_FUNDRAISER_JOIN_TEAM, fields, 'campaignId');
}
