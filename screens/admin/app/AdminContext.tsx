import { createContext, useContext, type ReactNode } from 'react';
import type { AdminCampaign, AdminConfig, AdminScreen } from './adminHostData';

/**
 * What every admin screen reads from the page: which screen, the admin page addresses and, on the teams and
 * fundraisers screens, the campaign. The API client comes from screens/api's ApiProvider as in the visitor app.
 */
export interface AdminContextValue {
  screen: AdminScreen;
  config: AdminConfig;
  /** Null on the campaign list. */
  campaign: AdminCampaign | null;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminProvider({ value, children }: { value: AdminContextValue; children?: ReactNode }) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin must be used inside AdminProvider (the admin shell provides it).');
  return value;
}

/** The campaign of a teams or fundraisers screen; those screens are never mounted without one. */
export function useAdminCampaign(): AdminCampaign {
  const { campaign } = useAdmin();
  if (!campaign) throw new Error('This admin screen needs data-campaign.');
  return campaign;
}

/** An absolute admin page URL: `adminUrl(config, config.editCampaignPage, { id: 3, tab: 'teams' }, '/?status=pending')`. */
export function adminUrl(
  config: AdminConfig,
  page: string,
  query: Readonly<Record<string, string | number>> = {},
  hash?: string,
): string {
  const url = new URL(page, config.adminURL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  if (hash) url.hash = hash;
  return url.toString();
}
