import { useEffect, useMemo } from 'react';
import { MoneyFormatProvider, ThemeRoot } from '../../design-system';
import { ApiProvider, type ApiContextValue } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { createLazyApiClient } from '../api/lazyClient';
import { DataSettingsProvider, type DataSettings } from './DataSettings';
import { ErrorBoundary } from './ErrorBoundary';
import type { HostData } from './hostData';
import { HostDataProvider } from './HostDataContext';
import { AppLayout } from './AppLayout';
import { routerBasename } from './paths';
import { BrowserAppRouter, type AppRouterComponent } from './AppRouter';
import { visitorApiOptions } from './apiOptions';

export interface AppProps {
  hostData: HostData;
  /** Tests inject a client with a fake fetch; the real one is built from window.GiveP2P. */
  client?: ApiClient;
  /** Tests and stories: an in-memory router (testing/memoryRouter); the browser's history otherwise. */
  router?: AppRouterComponent;
  /** Tests and stories: a fresh cache and overrides of the SPEC 9 settings. */
  swr?: DataSettings;
}

/** SPEC 1: every page is titled with the campaign title (campaign_title arrays are reduced at the boundary). */
function useDocumentTitle(title: string) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export function App({ hostData, client, router: Router = BrowserAppRouter, swr }: AppProps) {
  const { campaign, config } = hostData;
  const api = useMemo<ApiContextValue>(
    () => ({
      client: client ?? createLazyApiClient(visitorApiOptions(config)),
      campaignId: campaign.campaign_id,
    }),
    [client, config, campaign.campaign_id],
  );
  const dataSettings = useMemo<DataSettings>(
    () => ({ provider: swr?.provider, settings: swr?.settings }),
    [swr?.provider, swr?.settings],
  );
  useDocumentTitle(campaign.campaign_title);

  return (
    <HostDataProvider value={hostData}>
      {/* ThemeRoot checks the colours and the typeface: a blank or malformed one falls back (design system's, page's). */}
      <ThemeRoot
        primaryColor={campaign.primary_color}
        secondaryColor={campaign.secondary_color}
        typeface={config.typeface}
      >
        <ErrorBoundary>
          <MoneyFormatProvider format={config}>
            <ApiProvider value={api}>
              <DataSettingsProvider value={dataSettings}>
                <Router basename={routerBasename(campaign.base_url)}>
                  <AppLayout />
                </Router>
              </DataSettingsProvider>
            </ApiProvider>
          </MoneyFormatProvider>
        </ErrorBoundary>
      </ThemeRoot>
    </HostDataProvider>
  );
}
