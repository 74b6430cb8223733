import type { ApiContextValue } from './ApiContext';
import { teamFormData, teamSavedSchema, type TeamFields, type TeamSaved } from './teamForm';

export const UPDATE_TEAM = 'update-team';

/** Saves the captain's edits (multipart, with team_id). Then call sendTeamInvitationEmails. */
export function updateTeam(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  fields: TeamFields,
): Promise<TeamSaved> {
  return client.request(UPDATE_TEAM, {
    method: 'POST',
    body: teamFormData('update', campaignId, fields, teamId),
    schema: teamSavedSchema,
  });
}
