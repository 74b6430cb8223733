import { accountRoutes } from './account.ts';
import { adminCampaignRoutes } from './admin-campaigns.ts';
import { adminDeleteRoutes } from './admin-delete.ts';
import { adminExportRoutes } from './admin-export.ts';
import { adminFundraiserWizardRoutes } from './admin-fundraiser-wizard.ts';
import { adminFundraiserRoutes } from './admin-fundraisers.ts';
import { adminTeamWizardRoutes } from './admin-team-wizard.ts';
import { adminTeamRoutes } from './admin-teams.ts';
import type { ApiRoute } from './call.ts';
import { fundraiserToolRoutes } from './fundraiser-tools.ts';
import { joinRoutes } from './join.ts';
import { leaderboardRoutes } from './leaderboards.ts';
import { profileRoutes } from './profile.ts';
import { statsRoutes } from './stats.ts';
import { readRoutes } from './team-reads.ts';
import { teamToolRoutes } from './team-tools.ts';
import { teamWriteRoutes } from './team-writes.ts';

/** The admin calls (wire contract: shared/ADMIN-CONTRACT.md, section 3; our rules in docs/ADMIN-CONTRACT-WEAKNESSES.md); each is built with adminRoute (administrators only). */
export const ADMIN_ROUTES: Readonly<Record<string, ApiRoute>> = {
  ...adminCampaignRoutes,
  ...adminTeamRoutes,
  ...adminFundraiserRoutes,
  ...adminDeleteRoutes,
  ...adminTeamWizardRoutes,
  ...adminFundraiserWizardRoutes,
  ...adminExportRoutes,
};

/** Every call of SPEC section 7, the fundraising tools and the admin calls, by name under the REST namespace. */
export const API_ROUTES: Readonly<Record<string, ApiRoute>> = {
  ...leaderboardRoutes,
  ...readRoutes,
  ...statsRoutes,
  ...accountRoutes,
  ...joinRoutes,
  ...profileRoutes,
  ...teamWriteRoutes,
  // The fundraising-tools extension (docs/fundraising-tools.md), ours: answered whatever window.GiveP2P.features says.
  ...fundraiserToolRoutes,
  ...teamToolRoutes,
  ...ADMIN_ROUTES,
};
