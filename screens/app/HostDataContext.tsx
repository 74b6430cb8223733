import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { HostData } from './hostData';
import { campaignUrl } from './paths';

const HostDataContext = createContext<HostData | null>(null);

export function HostDataProvider({ value, children }: { value: HostData; children?: ReactNode }) {
  return <HostDataContext.Provider value={value}>{children}</HostDataContext.Provider>;
}

/** The validated host page data: campaign, auth and whatever this page carries (team, stats…). */
export function useHostData(): HostData {
  const value = useContext(HostDataContext);
  if (!value) throw new Error('useHostData must be used inside HostDataProvider (the app shell provides it).');
  return value;
}

/** Builds absolute campaign URLs for full page loads: `const toUrl = useCampaignUrl(); toUrl(paths.team(4))`. */
export function useCampaignUrl(): (path?: string) => string {
  const { campaign } = useHostData();
  return useCallback((path?: string) => campaignUrl(campaign.campaign_url, path), [campaign.campaign_url]);
}
