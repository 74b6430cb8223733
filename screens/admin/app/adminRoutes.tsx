import { createContext, useContext, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { __, Notice } from '../../../design-system';
import { campaignRoutes } from '../campaigns/routes';
import { fundraiserRoutes } from '../fundraisers/routes';
import { teamWizardRoutes } from '../team-wizard/routes';
import { teamRoutes } from '../teams/routes';
import type { AdminScreen } from './adminHostData';
import type { AdminRoute, AdminRouteParams } from './adminRoute';
import { useAdminFlash } from './flash';
import { matchAdminRoute } from './matchAdminRoute';

/** Each admin page's hash routes: the list at `/`, and the teams screen's wizard beside its list. */
export function adminRoutesFor(screen: AdminScreen): readonly AdminRoute[] {
  switch (screen) {
    case 'campaigns':
      return campaignRoutes;
    case 'teams':
      return [...teamRoutes, ...teamWizardRoutes];
    case 'fundraisers':
      return fundraiserRoutes;
  }
}

const AdminParamsContext = createContext<AdminRouteParams>({});

/** The matched hash route's parameters (`teamId` of `#/edit-team-12`). */
export function useAdminParams(): AdminRouteParams {
  return useContext(AdminParamsContext);
}

/** An address inside the hash that no route knows: back to the list, saying why. */
function UnknownAddress() {
  const { showFlash } = useAdminFlash();
  useEffect(() => {
    showFlash('warning', __('That address does not lead to an admin page. Here is the list instead.'));
  }, [showFlash]);
  return <Navigate to="/" replace />;
}

/** The screen's page for the current hash address. */
export function AdminRoutes({ routes }: { routes: readonly AdminRoute[] }) {
  const { pathname } = useLocation();
  const match = matchAdminRoute(routes, pathname);
  if (match) {
    return (
      <AdminParamsContext.Provider value={match.params}>
        {match.route.element(match.params)}
      </AdminParamsContext.Provider>
    );
  }
  // No list at `/` (a screen whose pages have not landed): say so instead of redirecting in a loop.
  if (!matchAdminRoute(routes, '/')) {
    return <Notice type="info">{__('This screen is not available yet.')}</Notice>;
  }
  return <UnknownAddress />;
}
