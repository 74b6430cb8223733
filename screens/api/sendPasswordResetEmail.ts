import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';

export const SEND_PASSWORD_RESET_EMAIL = 'send-password-reset-email';

/** Asks for a reset mail; on success the page moves to /lost-password/sent. */
export async function sendPasswordResetEmail(
  { client, campaignId }: ApiContextValue,
  userHandle: string,
): Promise<void> {
  await client.request(SEND_PASSWORD_RESET_EMAIL, {
    method: 'POST',
    body: { user_handle: userHandle, campaign_id: campaignId },
    schema: v.unknown(),
  });
}
