import { useMemo, type ReactNode } from 'react';
import { createApiClient } from '../../api/client';
import { memoryRouterAt, type MemoryLocationProbe } from '../../app/testing/memoryRouter';
import { useToolbarColors } from '../../app/testing/toolbarColors';
import { useToolbarLocale } from '../../app/testing/toolbarLocale';
import type { AdminContextValue } from '../app/AdminContext';
import { AdminApp } from '../app/AdminApp';
import type { AdminRouterComponent } from '../app/AdminRouter';
import type { AdminFlash } from '../app/flash';
import { adminFetch, type AdminAnswers, type AdminRequest } from './adminFetch';
import { adminFixture } from './fixtures';

/** An in-memory hash router at `path` (the part after `#`); with a probe, tests read and move the location. */
export function adminMemoryRouter(path: string, probe?: MemoryLocationProbe): AdminRouterComponent {
  const Router = memoryRouterAt(path, probe);
  return function AdminMemoryRouter({ children }) {
    return <Router basename="/">{children}</Router>;
  };
}

export interface AdminStoryProps {
  /** What the page prints (screen, config, campaign); default: the campaign list of the fixture site. */
  admin?: AdminContextValue;
  /** The hash address, e.g. '/?status=pending&page=2' or '/edit-team-3'; default '/'. */
  path?: string;
  /** The admin page URL's query outside the hash, e.g. 'status=pending' (the campaign list's links). */
  pageQuery?: string;
  /** Answers by call name ('get-campaigns'): a body, an error, a dropped connection or never (loading). */
  answers?: AdminAnswers;
  /** A flash message already at the top. */
  flash?: AdminFlash | null;
  /** Tests: every request the fake server saw. */
  requests?: AdminRequest[];
  /** Tests: where the app went. */
  probe?: MemoryLocationProbe;
  /** A component story: render this inside the admin providers instead of the screen's routes. */
  children?: ReactNode;
}

const NO_ANSWERS: AdminAnswers = {};

/**
 * The admin app for stories and tests, with a fake server: the admin shell's providers (AdminProvider, the API
 * client, the read cache without retries, the flash, the theme) around one screen at a hash address, or around
 * a component. On the teams and fundraisers screens the campaign's colours follow Storybook's colour tool.
 */
export function AdminStory({
  admin = adminFixture('campaigns'),
  path = '/',
  pageQuery = '',
  answers = NO_ANSWERS,
  flash = null,
  requests,
  probe,
  children,
}: AdminStoryProps) {
  const client = useMemo(
    () =>
      createApiClient({
        apiRoot: admin.config.apiRoot,
        apiNonce: admin.config.apiNonce,
        // Answered like any call: the renewal URL's last segment is 'admin-ajax.php'.
        nonceRenewalUrl: admin.config.nonceRenewalUrl,
        fetch: adminFetch(answers, requests),
      }),
    [admin, answers, requests],
  );
  const router = useMemo(() => adminMemoryRouter(path, probe), [path, probe]);
  const swr = useMemo(
    () => ({
      provider: () => new Map(),
      settings: { shouldRetryOnError: false, revalidateOnFocus: false, dedupingInterval: 0 },
    }),
    [],
  );
  const query = useMemo(() => new URLSearchParams(pageQuery), [pageQuery]);
  const toolbar = useToolbarColors();
  const toolbarLocale = useToolbarLocale();
  const shown = useMemo(() => {
    const campaign =
      toolbar && admin.campaign
        ? { ...admin.campaign, primary_color: toolbar.primary, secondary_color: toolbar.secondary }
        : admin.campaign;
    const config = toolbarLocale ? { ...admin.config, ...toolbarLocale } : admin.config;
    return { ...admin, campaign, config };
  }, [admin, toolbar, toolbarLocale]);
  return (
    <AdminApp admin={shown} client={client} router={router} swr={swr} flash={flash} pageQuery={query}>
      {children}
    </AdminApp>
  );
}
