import type { ApiContextValue } from './ApiContext';
import type { RedirectResponse } from './envelope';
import { postForRedirect } from './postForRedirect';

export const FUNDRAISER_LOGIN = 'fundraiser-login';

export interface LoginFields {
  /** Email or username. */
  user_handle: string;
  password: string;
}

/** Logs in. The redirect is an absolute URL: follow it only through resolveRedirect(…). */
export function fundraiserLogin(api: ApiContextValue, fields: LoginFields): Promise<RedirectResponse> {
  return postForRedirect(api, FUNDRAISER_LOGIN, fields, 'campaign_id');
}
