import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../api/ApiContext';
import { createApiClient } from '../../../api/client';
import { AppSWRConfig } from '../../../app/swr';
import { HostDataProvider } from '../../../app/HostDataContext';
import { hostDataFixture } from '../../../app/testing/fixtures';
import { useToolbarLocale } from '../../../app/testing/toolbarLocale';
import { toIntlLocale } from '../../../app/hostConfig';
import type { HostData } from '../../../app/hostData';

/**
 * What the app shell gives the captain's view on /my-fundraising/ (host data, the client over a fake fetch, a
 * fresh read cache, a router), for its tests and stories before the page that places it exists.
 */
export function CaptainHarness({
  fetch,
  hostData,
  children,
}: {
  fetch: typeof globalThis.fetch;
  hostData?: HostData;
  children: ReactNode;
}) {
  const toolbarLocale = useToolbarLocale();
  // Storybook's locale picker: the site settings of that language, as PageStory merges them.
  const host = useMemo(() => {
    const base = hostData ?? hostDataFixture();
    if (!toolbarLocale) return base;
    return { ...base, config: { ...base.config, ...toolbarLocale, intlLocale: toIntlLocale(toolbarLocale.locale) } };
  }, [hostData, toolbarLocale]);
  const api = useMemo(
    () => ({
      client: createApiClient({ apiRoot: host.config.apiRoot, apiNonce: host.config.apiNonce, fetch }),
      campaignId: host.campaign.campaign_id,
    }),
    [host, fetch],
  );
  const provider = useMemo(() => () => new Map(), []);
  const settings = useMemo(() => ({ shouldRetryOnError: false, revalidateOnFocus: false, dedupingInterval: 0 }), []);
  return (
    <HostDataProvider value={host}>
      <ApiProvider value={api}>
        <AppSWRConfig api={api} provider={provider} settings={settings}>
          <MemoryRouter
            basename={host.campaign.base_url}
            initialEntries={[`${host.campaign.base_url}/my-fundraising/`]}
          >
            {children}
          </MemoryRouter>
        </AppSWRConfig>
      </ApiProvider>
    </HostDataProvider>
  );
}
