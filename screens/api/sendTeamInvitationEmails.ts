import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';

export const SEND_TEAM_INVITATION_EMAILS = 'send-team-invitation-emails';

/** Mails the invitations saved with the team; sent after create-team or update-team. */
export async function sendTeamInvitationEmails({ client }: ApiContextValue, teamId: number): Promise<void> {
  await client.request(SEND_TEAM_INVITATION_EMAILS, { method: 'POST', body: { team_id: teamId }, schema: v.unknown() });
}
