import type { ApiContextValue } from '../api/ApiContext';
import { submitErrorMessage } from '../forms';
import { createTeam } from '../api/createTeam';
import { sendTeamInvitationEmails } from '../api/sendTeamInvitationEmails';
import type { TeamFields, TeamSaved } from '../api/teamForm';
import { updateTeam } from '../api/updateTeam';

export type TeamSaveTarget = { mode: 'create' } | { mode: 'update'; teamId: number };

export interface TeamSaveResult extends TeamSaved {
  /** False when the team was saved but the invitation mails could not be sent (they stay queued on the server). */
  invitationsSent: boolean;
  /** Why the invitations were not sent (the server's message when it gave one); only with invitationsSent false. */
  invitationError?: string;
}

/**
 * Saves the team, then (only when addresses were given) asks the server to mail the invitations for the
 * saved team id: create-team answers the new teamId, which the invitation call must carry (SPEC 7).
 * A failed save throws (the form shows the server's message). A failed invitation call does not: the team
 * is already saved (saving the form again would create a second team), so the page tells the captain and
 * offers to send them again (InvitationsNotSent).
 */
export async function saveTeam(
  api: ApiContextValue,
  target: TeamSaveTarget,
  fields: TeamFields,
): Promise<TeamSaveResult> {
  const saved = target.mode === 'create' ? await createTeam(api, fields) : await updateTeam(api, target.teamId, fields);
  const teamId = saved.teamId || (target.mode === 'update' ? target.teamId : undefined);
  if (fields.emails.length > 0 && teamId) {
    try {
      await sendTeamInvitationEmails(api, teamId);
    } catch (error) {
      return { ...saved, teamId, invitationsSent: false, invitationError: submitErrorMessage(error) };
    }
  }
  return { ...saved, teamId, invitationsSent: true };
}
