import type { Auth } from '../api/entities';

/**
 * The support card's second action: Start Fundraising for anyone without a fundraiser profile (visitors, signed-in
 * users without one); a fundraiser, who cannot register again, gets a link to their own page instead, and nothing
 * on that page itself.
 */
export type FundraisingOffer = { kind: 'start' } | { kind: 'myPage'; fundraiserId: number } | { kind: 'none' };

export function fundraisingOffer(auth: Pick<Auth, 'fundraiser_id'>, viewingOwnPage: boolean): FundraisingOffer {
  if (auth.fundraiser_id <= 0) return { kind: 'start' };
  return viewingOwnPage ? { kind: 'none' } : { kind: 'myPage', fundraiserId: auth.fundraiser_id };
}
