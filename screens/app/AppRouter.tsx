import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

export interface AppRouterProps {
  /** The campaign's path (campaign.base_url): every route and link is relative to it. */
  basename: string;
  children: ReactNode;
}

/** The router around the app: the browser's history here; tests and stories pass an in-memory one. */
export type AppRouterComponent = ComponentType<AppRouterProps>;

/**
 * React Router in declarative mode: the app has no loaders or actions (reads go through SWR), so the data
 * router (16 KB gzip more on the first load, measured) would buy nothing. Navigations are not transitions
 * (`useTransitions={false}`): a lazy page shows its spinner at once, and a leaderboard's new query starts its
 * request in the same tick.
 */
export function BrowserAppRouter({ basename, children }: AppRouterProps) {
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      {children}
    </BrowserRouter>
  );
}
