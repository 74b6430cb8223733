import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client';

export interface ApiContextValue {
  client: ApiClient;
  /** The campaign every call is about (campaign.campaign_id). */
  campaignId: number;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ value, children }: { value: ApiContextValue; children?: ReactNode }) {
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The shared client and campaign id; writes take them: `registerFundraiser(useApi(), payload)`. */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside ApiProvider (the app shell provides it).');
  return value;
}
