import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { App } from '../App';
import type { HostData } from '../hostData';
import { hostDataFixture } from './fixtures';
import { createLocationProbe, memoryRouterAt } from './memoryRouter';

/** Renders the whole app at `path` (below the campaign base) with a fresh SWR cache and a fake fetch. */
export function renderApp(path: string, overrides: Partial<HostData> = {}, fetchImpl?: typeof fetch) {
  const hostData = hostDataFixture(overrides);
  // jsdom does not scroll; the app resets scroll on navigation.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const fakeFetch =
    fetchImpl ??
    vi.fn<typeof fetch>(async (input) => {
      throw new Error(`Unexpected request: ${String(input)}`);
    });
  const client = createApiClient({
    apiRoot: hostData.config.apiRoot,
    apiNonce: hostData.config.apiNonce,
    fetch: fakeFetch,
  });
  const location = createLocationProbe();
  const view = render(
    <App
      hostData={hostData}
      client={client}
      router={memoryRouterAt(`${hostData.campaign.base_url}${path}`, location)}
      swr={{ provider: () => new Map() }}
    />,
  );
  return { ...view, hostData, fetch: fakeFetch, scrollTo, location };
}
