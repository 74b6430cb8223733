import { accountRoutes } from './account.ts';
import type { ApiRoute } from './call.ts';
import { joinRoutes } from './join.ts';
import { leaderboardRoutes } from './leaderboards.ts';
import { profileRoutes } from './profile.ts';
import { readRoutes } from './team-reads.ts';
import { teamWriteRoutes } from './team-writes.ts';

/** Every call of SPEC section 7, by name under the REST namespace. */
export const API_ROUTES: Readonly<Record<string, ApiRoute>> = {
  ...leaderboardRoutes,
  ...readRoutes,
  ...accountRoutes,
  ...joinRoutes,
  ...profileRoutes,
  ...teamWriteRoutes,
};
