import { useMemo, type ReactNode } from 'react';
import { MoneyFormatProvider, ThemeRoot } from '../../../design-system';
import { ApiProvider, type ApiContextValue } from '../../api/ApiContext';
import { createApiClient, type ApiClient } from '../../api/client';
import type { DataSettings } from '../../app/DataSettings';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { AppSWRConfig } from '../../app/swr';
import { AdminProvider, type AdminContextValue } from './AdminContext';
import { AdminLayout } from './AdminLayout';
import { HashAdminRouter, type AdminRouterComponent } from './AdminRouter';
import { AdminFlashProvider, type AdminFlash } from './flash';
import { AdminPageQueryProvider } from './pageQuery';

export interface AdminAppProps {
  admin: AdminContextValue;
  /** Tests and stories inject a client with a fake fetch; the real one is built from window.GiveP2P. */
  client?: ApiClient;
  /** Tests and stories: an in-memory router; the page's hash otherwise. */
  router?: AdminRouterComponent;
  /** Tests and stories: a fresh cache and overrides of the read settings. */
  swr?: DataSettings;
  /** Stories: a flash message already showing. */
  flash?: AdminFlash | null;
  /** Stories and tests: the admin page URL's query (outside the hash); the browser's otherwise. */
  pageQuery?: URLSearchParams;
  /** Component stories and tests: rendered inside every provider instead of the screen's routes. */
  children?: ReactNode;
}

/**
 * The admin app's providers. Every admin screen reads data on its first screen, so the read cache (the visitor
 * app's SPEC 9 settings, swr.tsx) and the API client are part of the entry rather than lazy. The campaign's
 * colours theme the teams and fundraisers screens; the campaign list (many campaigns) keeps the default theme.
 */
export function AdminApp({
  admin,
  client,
  router: Router = HashAdminRouter,
  swr,
  flash = null,
  pageQuery,
  children,
}: AdminAppProps) {
  const { config, campaign } = admin;
  const api = useMemo<ApiContextValue>(
    () => ({
      client:
        client ??
        createApiClient({
          apiRoot: config.apiRoot,
          apiNonce: config.apiNonce,
          nonceRenewalUrl: config.nonceRenewalUrl,
          typedValuesKept: 'page',
        }),
      campaignId: campaign?.campaign_id ?? 0,
    }),
    [client, config.apiRoot, config.apiNonce, config.nonceRenewalUrl, campaign?.campaign_id],
  );
  return (
    <AdminProvider value={admin}>
      <ThemeRoot
        primaryColor={campaign?.primary_color || undefined}
        secondaryColor={campaign?.secondary_color || undefined}
      >
        <ErrorBoundary>
          <MoneyFormatProvider format={config}>
            <ApiProvider value={api}>
              <AppSWRConfig api={api} provider={swr?.provider} settings={swr?.settings}>
                <AdminFlashProvider initial={flash}>
                  <AdminPageQueryProvider value={pageQuery ?? null}>
                    <Router>{children ?? <AdminLayout />}</Router>
                  </AdminPageQueryProvider>
                </AdminFlashProvider>
              </AppSWRConfig>
            </ApiProvider>
          </MoneyFormatProvider>
        </ErrorBoundary>
      </ThemeRoot>
    </AdminProvider>
  );
}
