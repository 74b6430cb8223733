import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { amount } from '../../api/lenient';

export const ADMIN_SEND_TEAM_INVITATION_EMAILS = 'admin-send-team-invitation-emails';

/** At most this many addresses per call (the server answers 400 above it). */
export const MAX_INVITATIONS_PER_CALL = 50;

const schema = v.looseObject({ sent: amount, held: amount });
/** `sent` went out now; `held` wait in the outbox until the (pending) team is approved. */
export type InvitationResult = v.InferOutput<typeof schema>;

/** Invites people to the team by email. Invalid addresses → 400 naming them; too many too often → 429. */
export function adminSendTeamInvitationEmails(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  emails: readonly string[],
): Promise<InvitationResult> {
  return client.request(ADMIN_SEND_TEAM_INVITATION_EMAILS, {
    method: 'POST',
    body: { campaignId, teamId, emails: [...emails] },
    schema,
  });
}
