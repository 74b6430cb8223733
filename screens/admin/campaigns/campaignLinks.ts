import { adminUrl } from '../app/AdminContext';
import type { AdminConfig } from '../app/adminHostData';

/** The admin pages a campaign row links to. */
export function campaignLinks(config: AdminConfig, id: number) {
  const edit = (query: Record<string, string> = {}) => adminUrl(config, config.editCampaignPage, { id, ...query });
  return {
    edit: edit(),
    teams: edit({ tab: 'teams' }),
    pendingTeams: edit({ tab: 'teams', status: 'pending' }),
    fundraisers: edit({ tab: 'fundraisers' }),
    pendingFundraisers: edit({ tab: 'fundraisers', show: 'pending' }),
  };
}
