import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Cache, SWRConfiguration } from 'swr';
import { MoneyFormatProvider, ThemeRoot } from '../../design-system';
import { ApiProvider, type ApiContextValue } from '../api/ApiContext';
import { createApiClient, type ApiClient } from '../api/client';
import { ErrorBoundary } from './ErrorBoundary';
import type { HostData } from './hostData';
import { HostDataProvider } from './HostDataContext';
import { createAppRouter, type AppRouterOptions } from './routes';
import { AppSWRConfig, hostFallback } from './swr';

export interface AppProps {
  hostData: HostData;
  /** Tests inject a client with a fake fetch; the real one is built from window.GiveP2P. */
  client?: ApiClient;
  router?: AppRouterOptions;
  swr?: { provider?: (cache: Readonly<Cache>) => Cache; settings?: SWRConfiguration };
}

/** SPEC 1: every page is titled with the campaign title (campaign_title arrays are reduced at the boundary). */
function useDocumentTitle(title: string) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export function App({ hostData, client, router: routerOptions, swr }: AppProps) {
  const { campaign, config } = hostData;
  const api = useMemo<ApiContextValue>(
    () => ({
      client: client ?? createApiClient({ apiRoot: config.apiRoot, apiNonce: config.apiNonce }),
      campaignId: campaign.campaign_id,
    }),
    [client, config.apiRoot, config.apiNonce, campaign.campaign_id],
  );
  const fallback = useMemo(() => hostFallback(hostData), [hostData]);
  // One router for the app's lifetime (it owns the history listener). Not disposed in an effect cleanup:
  // StrictMode runs cleanups once on mount, which would leave a dead router.
  const [router] = useState(() => createAppRouter(campaign.base_url, routerOptions));
  useDocumentTitle(campaign.campaign_title);

  return (
    <HostDataProvider value={hostData}>
      <ThemeRoot primaryColor={campaign.primary_color || undefined} secondaryColor={campaign.secondary_color || undefined}>
        <ErrorBoundary>
          <MoneyFormatProvider format={config}>
            <ApiProvider value={api}>
              <AppSWRConfig api={api} fallback={fallback} provider={swr?.provider} settings={swr?.settings}>
                <RouterProvider router={router} />
              </AppSWRConfig>
            </ApiProvider>
          </MoneyFormatProvider>
        </ErrorBoundary>
      </ThemeRoot>
    </HostDataProvider>
  );
}
