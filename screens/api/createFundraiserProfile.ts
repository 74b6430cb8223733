import type { ApiContextValue } from './ApiContext';
import type { RedirectResponse } from './envelope';
import { postForRedirect } from './postForRedirect';
import type { RegistrationFields } from './registerFundraiser';

export const CREATE_FUNDRAISER_PROFILE = 'create-fundraiser-profile';

/** The registration payload for a logged-in user: the password fields are hidden, so optional. */
export type ProfileRegistrationFields = Omit<RegistrationFields, 'password' | 'password2'> &
  Partial<Pick<RegistrationFields, 'password' | 'password2'>>;

/** Registration for a logged-in user without a profile (instead of register-fundraiser). */
export function createFundraiserProfile(
  api: ApiContextValue,
  fields: ProfileRegistrationFields,
): Promise<RedirectResponse> {
  return postForRedirect(api, CREATE_FUNDRAISER_PROFILE, fields, 'campaign_id');
}
