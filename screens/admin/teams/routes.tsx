import type { AdminRoute } from '../app/adminRoute';

// Filled by the screen's own pages as they land (see the admin wire contract); the shell composes every table.
export const teamRoutes: readonly AdminRoute[] = [];
