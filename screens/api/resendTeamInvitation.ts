import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { doneAt, maybeTime } from './doneAt';

export const RESEND_TEAM_INVITATION = 'resend-team-invitation';

const schema = v.looseObject({ data: v.optional(v.nullable(v.looseObject({ sent_at: maybeTime })), null) });

/**
 * Mails a team invitation again with a fresh single-use link (fundraising-tools extension). Refused for held
 * invitations (409 team_not_approved) and more than once an hour (429 recently_sent), with the host's sentence.
 */
export async function resendTeamInvitation(
  { client }: ApiContextValue,
  teamId: number,
  invitationId: number,
): Promise<{ sent_at: string }> {
  const { data } = await client.request(RESEND_TEAM_INVITATION, {
    method: 'POST',
    body: { team_id: teamId, invitation_id: invitationId },
    schema,
  });
  return { sent_at: doneAt(data?.sent_at) };
}
