import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';
import { toFormData } from './formData';
import { numeric } from './lenient';

export const UPDATE_FUNDRAISER_PROFILE = 'update-fundraiser-profile';

export interface ProfileFields {
  /** 'create' from the registration wizard, 'update' from the edit page. */
  action: 'create' | 'update';
  goal: number | string;
  story: string;
  /** The new image; omit to keep the current one. */
  file?: File | null;
  /** The profile being edited (edit page): the server refuses when it is not the caller's own. */
  fundraiserId?: number;
}

const profileResponseSchema = v.looseObject({ ...redirectResponseSchema.entries, fundraiserId: v.optional(numeric) });
/** `{ fundraiserId, redirect }` from the reference host; both optional for other hosts. */
export type ProfileResponse = RedirectResponse & { fundraiserId?: number };

/** Saves story, goal and image (multipart: action, campaignId, goal, story, file). */
export function updateFundraiserProfile(
  { client, campaignId }: ApiContextValue,
  fields: ProfileFields,
): Promise<ProfileResponse> {
  const { action, goal, story, file, fundraiserId } = fields;
  return client.request(UPDATE_FUNDRAISER_PROFILE, {
    method: 'POST',
    body: toFormData({ action, campaignId, goal, story, file, fundraiserId }),
    schema: profileResponseSchema,
  });
}
