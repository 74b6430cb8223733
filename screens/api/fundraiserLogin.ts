import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';

export const FUNDRAISER_LOGIN = 'fundraiser-login';

export interface LoginFields {
  /** Email or username. */
  user_handle: string;
  password: string;
}

/** Logs in. The redirect is an absolute URL: follow it only through resolveRedirect(…). */
export function fundraiserLogin(
  { client, campaignId }: ApiContextValue,
  fields: LoginFields,
): Promise<RedirectResponse> {
  return client.request(FUNDRAISER_LOGIN, {
    method: 'POST',
    body: { ...fields, campaign_id: campaignId },
    schema: redirectResponseSchema,
  });
}
