import type { Auth, Fundraiser } from '../api/entities';

/** SPEC 6: the owner (auth.user_id equals the fundraiser's user_id) sees 'Edit profile'. */
export function isFundraiserOwner(auth: Auth, fundraiser: Pick<Fundraiser, 'user_id'>): boolean {
  return auth.user_id > 0 && auth.user_id === fundraiser.user_id;
}
