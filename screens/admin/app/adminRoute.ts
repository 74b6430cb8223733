import type { ReactNode } from 'react';

/** The `:name` parameters of the matched hash route, decoded (`/edit-team-:teamId` at `#/edit-team-12` → teamId '12'). */
export type AdminRouteParams = Readonly<Record<string, string>>;

/**
 * One hash route of an admin screen. `path` is a pattern inside the hash whose `:name` parameters may sit inside a
 * segment (`/edit-team-:teamId`), as the plugin's hash addresses do; React Router only matches whole-segment
 * parameters, so the shell matches these itself (matchAdminRoute) and hands the parameters to `element` (also
 * readable with useAdminParams()). React Router's useParams() is empty for these routes.
 */
export interface AdminRoute {
  path: string;
  /** Renders the page; lazy pages are wrapped by the shell's Suspense boundary. */
  element: (params: AdminRouteParams) => ReactNode;
}
