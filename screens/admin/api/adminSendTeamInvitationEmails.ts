import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { amount } from '../../api/lenient';

export const ADMIN_SEND_TEAM_INVITATION_EMAILS = 'admin-send-team-invitation-emails';

/** At most this many addresses per call (the server answers 400 above it). */
export const MAX_INVITATIONS_PER_CALL = 50;

/** Section 7.16: an empty body (`null`); the reference host adds how many went out and how many are held. */
export const invitationResultSchema = v.looseObject({ sent: v.optional(amount), held: v.optional(amount) });
/** `sent` went out now; `held` wait in the outbox until the (pending) team is approved. */
export interface InvitationResult {
  sent: number;
  held: number;
}

/** Invites people to the team by email. Invalid addresses → 400 naming them; too many too often → 429. */
export async function adminSendTeamInvitationEmails(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  emails: readonly string[],
): Promise<InvitationResult> {
  const response = await client.request(ADMIN_SEND_TEAM_INVITATION_EMAILS, {
    method: 'POST',
    // Joined with ',' and no spaces: the plugin checks each part untrimmed.
    body: { campaignId, teamId, emails: emails.map((email) => email.trim()).join(',') },
    schema: invitationResultSchema,
  });
  // The plugin sends every invitation at once and says nothing.
  return { sent: response.sent ?? emails.length, held: response.held ?? 0 };
}
