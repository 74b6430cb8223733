import type { ReactNode } from 'react';

/** One hash route of an admin screen; `path` is a React Router pattern inside the hash (`/edit-team-:teamId`). */
export interface AdminRoute {
  path: string;
  /** Renders the page; lazy pages are wrapped by the shell's Suspense boundary. */
  element: () => ReactNode;
}
