import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { toFormData } from '../../api/formData';
import { numeric } from '../../api/lenient';
import { wireBoolean } from './wireForms';

/** The profile an admin gives a team (admin-create-team / admin-update-team); the goal is already parsed. */
export interface AdminTeamProfile {
  name: string;
  story: string;
  /** Whole currency units. */
  goal: number;
  access: 'public' | 'private';
  notifyOfDonations: boolean;
  /** The new image; omit to keep the current one. */
  file?: File | null | undefined;
}

/** The multipart fields both calls share (section 7.14); update adds teamId to campaignId. */
export function adminTeamProfileFormData(
  ids: { campaignId: number; teamId?: number },
  { name, story, goal, access, notifyOfDonations, file }: AdminTeamProfile,
): FormData {
  return toFormData({
    ...ids,
    name,
    story,
    goal,
    access,
    file,
    // The captain's donation emails. (The plugin's create saves notify_of_fundraisers here instead.)
    notify_of_team_donations: wireBoolean(notifyOfDonations),
  });
}

/** Create answers `{teamId:int}`, update `{teamId:"<id>"}`. */
export const adminTeamSavedSchema = v.looseObject({ teamId: numeric });
export type AdminTeamSaved = v.InferOutput<typeof adminTeamSavedSchema>;

/** Sends a team's profile with `call` (admin-create-team or admin-update-team), multipart. */
export function saveAdminTeam(
  { client }: ApiContextValue,
  call: string,
  ids: { campaignId: number; teamId?: number },
  profile: AdminTeamProfile,
): Promise<AdminTeamSaved> {
  return client.request(call, {
    method: 'POST',
    body: adminTeamProfileFormData(ids, profile),
    schema: adminTeamSavedSchema,
  });
}
