import type { ApiContextValue } from './ApiContext';
import { teamFormData, teamSavedSchema, type TeamFields, type TeamSaved } from './teamForm';

export const CREATE_TEAM = 'create-team';

/** Creates the captain's team (multipart). Then call sendTeamInvitationEmails with the new teamId. */
export function createTeam({ client, campaignId }: ApiContextValue, fields: TeamFields): Promise<TeamSaved> {
  return client.request(CREATE_TEAM, {
    method: 'POST',
    body: teamFormData('create', campaignId, fields),
    schema: teamSavedSchema,
  });
}
