import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { flag, numeric } from '../../api/lenient';

export const ADMIN_ADD_WP_USER = 'admin-add-wp-user';

export interface WpUserFields {
  firstName: string;
  lastName: string;
  email: string;
}

const schema = v.looseObject({ userId: numeric, existing: v.optional(flag, false) });
export type WpUserResult = v.InferOutput<typeof schema>;

/**
 * Creates the WordPress user of a new fundraiser, or reuses the one with that email (`existing: true`). A user
 * who already fundraises for this campaign is a 409 `already_fundraiser`.
 */
export function adminAddWpUser({ client, campaignId }: ApiContextValue, fields: WpUserFields): Promise<WpUserResult> {
  return client.request(ADMIN_ADD_WP_USER, {
    method: 'POST',
    body: {
      campaignId,
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
    },
    schema,
  });
}
