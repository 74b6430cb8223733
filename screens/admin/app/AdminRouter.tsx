import type { ComponentType, ReactNode } from 'react';
import { HashRouter } from 'react-router-dom';

/** The router around the admin app: the page's hash here; tests and stories pass an in-memory one. */
export type AdminRouterComponent = ComponentType<{ children: ReactNode }>;

/**
 * The admin page's URL belongs to WordPress (`admin.php?page=…&id=…&tab=…`), so the app routes inside the hash
 * (`#/edit-team-12?…`), as the plugin does. The declarative hash router needs no server support and no data
 * router. Navigations are not transitions, so a lazy page shows its spinner at once.
 */
export function HashAdminRouter({ children }: { children: ReactNode }) {
  return <HashRouter useTransitions={false}>{children}</HashRouter>;
}
