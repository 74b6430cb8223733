import { getCampaign, isVisibleTo, type CampaignRow } from '../model/campaign.ts';
import { fundraiserOfUser, type FundraiserRow } from '../model/fundraisers.ts';
import type { SessionUser } from '../auth/session.ts';
import { callText } from '../i18n/siteText.ts';
import type { BodyValue } from './body.ts';
import { requireUser, type ApiCall } from './call.ts';
import { ApiError } from './errors.ts';

/*
 * What the fundraising tools' calls (docs/fundraising-tools.md) share: ids read as WordPress reads them (a JSON
 * number or a string of digits), the campaign, the caller's own fundraiser, and the limits counted on the host's
 * clock. Messages are the plugin's strings, in the site's language: the client shows them as they come.
 */

export const HOUR_MS = 3_600_000;

/** A positive integer id from a number or a string of digits; null for anything else. */
export function idOf(value: BodyValue | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;
}

/** The campaign of campaignId (or campaign_id): 400 invalid_campaign when missing, unknown or not visible. */
export function toolCampaign(call: ApiCall): CampaignRow {
  const id = idOf(call.input.campaignId ?? call.input.campaign_id);
  const campaign = id === null ? undefined : getCampaign(call.host.db, id);
  if (!campaign || !isVisibleTo(campaign, call.session?.user ?? null)) {
    throw new ApiError(400, 'invalid_campaign', callText(call).__('This campaign does not exist.'));
  }
  return campaign;
}

/** The caller's own fundraiser profile in the campaign: 404 no_fundraiser without one. */
export function ownFundraiser(call: ApiCall, campaign: CampaignRow, user: SessionUser): FundraiserRow {
  const own = fundraiserOfUser(call.host.db, campaign.id, user.id);
  if (!own) {
    throw new ApiError(
      404,
      'no_fundraiser',
      callText(call).__('You do not have a fundraising page in this campaign yet.'),
    );
  }
  return own;
}

/** The signed-in caller, the campaign and their own fundraiser in it, refused in that order (401, 400, 404). */
export function callersFundraiser(call: ApiCall): { user: SessionUser; campaign: CampaignRow; own: FundraiserRow } {
  const user = requireUser(call);
  const campaign = toolCampaign(call);
  return { user, campaign, own: ownFundraiser(call, campaign, user) };
}
