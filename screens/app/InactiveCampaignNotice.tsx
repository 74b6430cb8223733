import { __, Notice, sprintf } from '../../design-system';
import { useHostData } from './HostDataContext';

/**
 * SPEC 1: an inactive campaign is only visible to administrators; tell them why visitors cannot see it.
 * AppLayout renders (and so loads) it only for an inactive campaign.
 */
export default function InactiveCampaignNotice() {
  const { campaign } = useHostData();
  const status = campaign.status.trim() || __('inactive');
  return (
    <Notice type="warning">
      {sprintf(
        /* translators: %s: campaign status, e.g. draft */ __(
          'This campaign is set to %s and is not visible unless you are logged in as an administrator.',
        ),
        status,
      )}
    </Notice>
  );
}
