import * as v from 'valibot';
import { toFormData } from '../../api/formData';
import { numeric } from '../../api/lenient';

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

/** The multipart fields both calls share; the call adds campaignId or teamId. */
export function adminTeamProfileFormData(
  ids: { campaignId: number } | { teamId: number },
  { name, story, goal, access, notifyOfDonations, file }: AdminTeamProfile,
): FormData {
  return toFormData({
    ...ids,
    name,
    story,
    goal,
    access,
    file,
    // A checkbox's habit: present when on, absent when off.
    notify_of_donations: notifyOfDonations ? '1' : undefined,
  });
}

export const adminTeamSavedSchema = v.looseObject({ teamId: numeric });
export type AdminTeamSaved = v.InferOutput<typeof adminTeamSavedSchema>;
