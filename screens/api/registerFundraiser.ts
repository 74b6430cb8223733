import type { ApiContextValue } from './ApiContext';
import type { RedirectResponse } from './envelope';
import { postForRedirect } from './postForRedirect';

export const REGISTER_FUNDRAISER = 'register-fundraiser';

/** SPEC 3's registration payload; campaign_id is filled in from the app. */
export interface RegistrationFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
  /** Captain registration (then create a team). */
  team_captain: boolean;
}

/** Creates the account and its fundraiser profile. The redirect is a path to append to the campaign URL. */
export function registerFundraiser(api: ApiContextValue, fields: RegistrationFields): Promise<RedirectResponse> {
  return postForRedirect(api, REGISTER_FUNDRAISER, fields, 'campaign_id');
}
