import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';
import { toFormData } from './formData';

export const UPDATE_FUNDRAISER_PROFILE = 'update-fundraiser-profile';

export interface ProfileFields {
  /** 'create' from the registration wizard, 'update' from the edit page. */
  action: 'create' | 'update';
  goal: number | string;
  story: string;
  /** The new image; omit to keep the current one. */
  file?: File | null;
}

/** Saves story, goal and image (multipart: action, campaignId, goal, story, file). */
export function updateFundraiserProfile({ client, campaignId }: ApiContextValue, fields: ProfileFields): Promise<RedirectResponse> {
  const { action, goal, story, file } = fields;
  return client.request(UPDATE_FUNDRAISER_PROFILE, {
    method: 'POST',
    body: toFormData({ action, campaignId, goal, story, file }),
    schema: redirectResponseSchema,
  });
}
