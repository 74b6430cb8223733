import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../api/ApiContext';
import { fundraiserDashboardKey } from '../../api/getFundraiserDashboard';
import { recordFundraiserShare, type ShareChannel } from '../../api/recordFundraiserShare';

/**
 * Records a share of the fundraiser's own page and then reads the dashboard again (the count, the first-share
 * milestone and the checklist follow). Fire and forget: the share itself already happened in the mail app or the
 * network's tab, so a failed record is no news for the fundraiser and shows nothing. `records` false (the host's
 * shares_count is null: it does not record shares) makes no call at all.
 */
export function useShareRecorder(records: boolean): (channel: ShareChannel) => void {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    (channel: ShareChannel) => {
      if (!records) return;
      recordFundraiserShare(api, channel).then(
        () => void mutate(fundraiserDashboardKey(api.campaignId)),
        () => undefined,
      );
    },
    [api, mutate, records],
  );
}
