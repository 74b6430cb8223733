import { lazy } from 'react';
import type { AdminRoute } from '../app/adminRoute';

const TeamsScreen = lazy(() => import('./TeamsScreen').then((module) => ({ default: module.TeamsScreen })));

// The teams list; the wizard pages (create, edit, captain, invite) are in screens/admin/team-wizard/routes.tsx.
export const teamRoutes: readonly AdminRoute[] = [{ path: '/', element: () => <TeamsScreen /> }];
