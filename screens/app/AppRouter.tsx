import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';

interface AppRouterProps {
  /** The campaign's path (campaign.base_url): every route and link is relative to it. */
  basename: string;
  /** Tests and stories: an in-memory history starting at this full path; the browser's history otherwise. */
  initialPath?: string | undefined;
  children: ReactNode;
}

/**
 * React Router in declarative mode: the app has no loaders or actions (reads go through SWR), so the data
 * router's 20 KB gzip would buy nothing. Navigations are not transitions (`useTransitions={false}`): a lazy
 * page shows its spinner at once, and a leaderboard's new query starts its request in the same tick.
 */
export function AppRouter({ basename, initialPath, children }: AppRouterProps) {
  if (initialPath !== undefined) {
    return (
      <MemoryRouter basename={basename} initialEntries={[initialPath]} useTransitions={false}>
        {children}
      </MemoryRouter>
    );
  }
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      {children}
    </BrowserRouter>
  );
}
