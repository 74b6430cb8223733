import { useHostData } from '../../app/HostDataContext';
import { draftKey } from './draftKey';

/** The draft key of one form on this page: this campaign, and the signed-in user (or a visitor). */
export function useDraftKey(form: string, entityId?: number): string {
  const { campaign, auth } = useHostData();
  return draftKey({ campaignId: campaign.campaign_id, form, entityId, userId: auth.user_id });
}
