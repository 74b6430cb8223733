import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';
import type { RegistrationFields } from './registerFundraiser';

export const CREATE_FUNDRAISER_PROFILE = 'create-fundraiser-profile';

/** The registration payload for a logged-in user: the password fields are hidden, so optional. */
export type ProfileRegistrationFields = Omit<RegistrationFields, 'password' | 'password2'> &
  Partial<Pick<RegistrationFields, 'password' | 'password2'>>;

/** Registration for a logged-in user without a profile (instead of register-fundraiser). */
export function createFundraiserProfile(
  { client, campaignId }: ApiContextValue,
  fields: ProfileRegistrationFields,
): Promise<RedirectResponse> {
  return client.request(CREATE_FUNDRAISER_PROFILE, {
    method: 'POST',
    body: { ...fields, campaign_id: campaignId },
    schema: redirectResponseSchema,
  });
}
