import { render, screen } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
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

/**
 * Loads a page's lazy chunk and the read cache's DataScope before the file's first test. Without it the first
 * render also transforms and evaluates the page's whole module graph (0.6-1 s on an idle two-core machine, more
 * under load), inside the first `findBy…` and its 1000 ms timeout: that, not the page, made these tests flaky.
 * Call at the top level of a page test file: `preloadPage(() => import('./index'));`.
 */
export function preloadPage(load: () => Promise<unknown>): void {
  beforeAll(async () => {
    await Promise.all([load(), import('../DataScope')]);
    warmUpRoleQueries();
  });
}

/**
 * The first role query in a worker parses jsdom's default style sheet and compiles the selector engine's caches
 * (0.3-0.8 s under load, measured): once here, not inside the first test's `findBy…` timeout.
 */
function warmUpRoleQueries(): void {
  const { unmount } = render(
    <main>
      <h1>Warm-up</h1>
      <button type="button">Go</button>
      <label>
        Name <input />
      </label>
    </main>,
  );
  screen.getByRole('heading', { level: 1, name: 'Warm-up' });
  screen.getByRole('button', { name: 'Go' });
  screen.getByRole('textbox', { name: 'Name' });
  unmount();
}
