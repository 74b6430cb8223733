import * as v from 'valibot';
import { idOrZero } from './lenient';
import { toFormData } from './formData';

/** The create-team / update-team form (SPEC 7); campaign_id is filled in from the app. */
export interface TeamFields {
  name: string;
  goal: number | string;
  story: string;
  access: 'public' | 'private';
  /** Invitees; sent comma-separated. */
  emails: readonly string[];
  /** The new image; omit to keep the current one. */
  file?: File | null;
}

export const teamSavedSchema = v.looseObject({
  teamId: v.optional(idOrZero),
  redirect: v.optional(v.string()),
});
export interface TeamSaved {
  teamId?: number;
  redirect?: string;
}

export function teamFormData(
  action: 'create' | 'update',
  campaignId: number,
  { name, goal, story, access, emails, file }: TeamFields,
  teamId?: number,
): FormData {
  return toFormData({
    action,
    campaign_id: campaignId,
    name,
    goal,
    story,
    access,
    emails: emails.join(','),
    file,
    team_id: teamId,
  });
}
