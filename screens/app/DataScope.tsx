import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useApi } from '../api/ApiContext';
import { useDataSettings } from './DataSettings';
import { useHostData } from './HostDataContext';
import { AppSWRConfig, hostFallback } from './swr';

/**
 * The read cache's configuration (SPEC 9 settings, host-seeded entries) around the part of a page that reads
 * data. It lives in the lazy chunks of those pages, not in the app shell: a first screen that reads nothing
 * (the campaign home above the fold, the login form) never downloads SWR.
 */
export function DataScope({ children }: { children: ReactNode }) {
  const api = useApi();
  const host = useHostData();
  const { provider, settings } = useDataSettings();
  const fallback = useMemo(() => hostFallback(host), [host]);
  return (
    <AppSWRConfig api={api} fallback={fallback} provider={provider} settings={settings}>
      {children}
    </AppSWRConfig>
  );
}

/** A page component wrapped in DataScope, for the route table's lazy imports. */
export function withDataScope<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithDataScope(props: P) {
    return (
      <DataScope>
        <Page {...props} />
      </DataScope>
    );
  }
  WithDataScope.displayName = `WithDataScope(${Page.displayName ?? Page.name})`;
  return WithDataScope;
}
