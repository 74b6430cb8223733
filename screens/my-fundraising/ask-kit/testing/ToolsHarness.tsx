import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { ApiProvider, type ApiContextValue } from '../../../api/ApiContext';
import { createApiClient } from '../../../api/client';
import { HostDataProvider } from '../../../app/HostDataContext';
import type { HostData } from '../../../app/hostData';
import { AppSWRConfig } from '../../../app/swr';
import { demoAuth } from '../../../app/testing/demoData';
import { hostDataFixture } from '../../../app/testing/fixtures';

const fundraiserHostData = hostDataFixture({ auth: demoAuth.fundraiser });

export interface ToolsHarnessProps {
  /** The fake server (tests pass a vi.fn to read what was sent); by default every call answers `{ data: {} }`. */
  fetch?: typeof globalThis.fetch | undefined;
  /** A fresh read cache per render in tests; stories keep the default. */
  swr?: SWRConfiguration | undefined;
  /** The page's host data; by default the signed-in demo fundraiser's (the captain's harness passes its own). */
  hostData?: HostData | undefined;
  children: ReactNode;
}

const answerEmpty: typeof globalThis.fetch = async () =>
  new Response(JSON.stringify({ data: {} }), { headers: { 'Content-Type': 'application/json' } });

/**
 * What the My fundraising page gives its sections: the signed-in fundraiser's host data, the API client, the read
 * cache and a router (for the profile and donate links), for component tests and stories of those sections.
 */
export function ToolsHarness({ fetch = answerEmpty, swr, hostData = fundraiserHostData, children }: ToolsHarnessProps) {
  const api = useMemo<ApiContextValue>(
    () => ({
      client: createApiClient({ apiRoot: hostData.config.apiRoot, apiNonce: hostData.config.apiNonce, fetch }),
      campaignId: hostData.campaign.campaign_id,
    }),
    [hostData, fetch],
  );
  const provider = useMemo(() => () => new Map(), []);
  return (
    <HostDataProvider value={hostData}>
      <ApiProvider value={api}>
        <AppSWRConfig api={api} provider={provider} settings={swr}>
          <MemoryRouter
            basename={hostData.campaign.base_url}
            initialEntries={[`${hostData.campaign.base_url}/my-fundraising/`]}
          >
            {children}
          </MemoryRouter>
        </AppSWRConfig>
      </ApiProvider>
    </HostDataProvider>
  );
}

export { fundraiserHostData as toolsHostData };
