import { ADMIN_CAMPAIGNS } from './adminHelpers';
import type { DEMO_USERS } from './env';

// Every page the sweeps visit (pseudo-locale.spec.ts in en_XA, rtl.spec.ts in Hebrew; hostile.spec.ts sweeps the
// pages that show hostile data, in English): each route of screens/app/routes.tsx as the demo user its guard
// admits, and each hash route of the admin screens. What one sweep load checks: sweep.ts.

/** A page to sweep: where, as whom, and the heading that proves the page meant is the one swept. */
export interface SweptRoute {
  /** Visitor routes: below the campaign (as in screens/app/paths.ts); admin: the whole address, hash included. */
  path: string;
  /** The demo login the route's guard and page admit (tests/e2e/env.ts, host/README.md); a guest when absent. */
  user?: keyof typeof DEMO_USERS;
  /**
   * The page's heading (its source string, and the name for its `%s`): a guarded page that sent the user
   * elsewhere, or a page that shows a "you cannot edit this" notice or not-found instead of its form, has another.
   */
  heading?: { source: string; name?: string };
  /** The page frame's width on a desktop (the Page's `width`): 16 px gutters on a phone, centred at this width. */
  frame?: 'wide' | 'narrow';
}

export const VISITOR_ROUTES: readonly SweptRoute[] = [
  { path: '/', frame: 'wide' },
  { path: '/team-leaderboard/', frame: 'wide' },
  { path: '/fundraiser-leaderboard/', frame: 'wide' },
  { path: '/team/1/', frame: 'wide' },
  { path: '/fundraiser/2/', frame: 'wide' },
  { path: '/register/', frame: 'wide' },
  { path: '/register/teams/', frame: 'narrow' },
  { path: '/register/individual/', frame: 'narrow' },
  { path: '/register/captain/', frame: 'narrow' },
  { path: '/login/', frame: 'narrow' },
  { path: '/lost-password/', frame: 'narrow' },
  { path: '/lost-password/sent', frame: 'narrow' },
  { path: '/team/1/join/', frame: 'narrow' },
  { path: '/nowhere/', frame: 'narrow' },
  // The donate pages frame the host's donation form (its iframe_url, the demo /give-form/): the sweep reads our
  // mount only, around the frame and the frame's title; the form inside is the donation plugin's page, not ours.
  { path: '/donate/', heading: { source: 'Donate to %s', name: 'Run for Clean Water' }, frame: 'wide' },
  { path: '/team/1/donate', heading: { source: 'Donate to %s', name: 'Clean Water Crew' }, frame: 'wide' },
  { path: '/fundraiser/2/donate/', heading: { source: 'Donate to %s', name: 'Frank Fundraiser' }, frame: 'wide' },
  // Signed in (guards in screens/app/routes.tsx). noprofile: logged in, no profile, on no team, so the form, not
  // the "already on a team" notice.
  { path: '/create-team/', user: 'noprofile', heading: { source: 'Create your team' } },
  // Team 1's captain (not a member: "You cannot edit this team").
  { path: '/team/1/update', user: 'captain', heading: { source: 'Edit team' } },
  // Fundraiser 2's owner (anyone else: "You cannot edit this profile").
  { path: '/fundraiser/2/update/', user: 'fundraiser', heading: { source: 'Edit your profile' } },
  // An approved fundraiser on an approved team: the ready headline, the profile and team cards.
  { path: '/start-fundraising/', user: 'fundraiser', heading: { source: "You're ready to start fundraising!" } },
  // A fundraiser without a team, whom the page is for.
  { path: '/select-team/', user: 'solo', heading: { source: 'Find a team to join' } },
  // The fundraising tools (the host advertises them): a fundraiser's dashboard, and a captain's with the team view.
  { path: '/my-fundraising/', user: 'fundraiser', heading: { source: 'My fundraising' } },
  { path: '/my-fundraising/', user: 'captain', heading: { source: 'My fundraising' } },
  // Logged in without a profile (a fundraiser is sent to /start-fundraising/).
  { path: '/register/create-profile/', user: 'noprofile', heading: { source: 'Create your fundraising profile' } },
];

export const TEAMS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams';
export const FUNDRAISERS_TAB = '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers';
// Every hash route of the admin screens (screens/admin/*/routes.tsx). Not here: the host's Add Campaign page
// (host/admin/addCampaign.ts) and a campaign's settings tab, the reference host's stand-ins for WordPress's own
// screens, printed by the host in English without our mount or any string of ours.
export const ADMIN_ROUTES: readonly SweptRoute[] = [
  { path: ADMIN_CAMPAIGNS },
  { path: TEAMS_TAB },
  { path: FUNDRAISERS_TAB },
  { path: `${TEAMS_TAB}#/create-team`, heading: { source: 'Create a team' } },
  { path: `${TEAMS_TAB}#/edit-team-1`, heading: { source: 'Edit team: %s', name: 'Clean Water Crew' } },
  { path: `${TEAMS_TAB}#/add-team-captain-1`, heading: { source: 'Add a captain to %s', name: 'Clean Water Crew' } },
  {
    path: `${TEAMS_TAB}#/invite-team-members-1`,
    heading: { source: 'Invite members to %s', name: 'Clean Water Crew' },
  },
  { path: `${TEAMS_TAB}#/team-created-1`, heading: { source: 'Team created: %s', name: 'Clean Water Crew' } },
  { path: `${FUNDRAISERS_TAB}#/create-wp-user`, heading: { source: 'Create a fundraiser' } },
  // Step 2 for a user without a profile (noprofile, user 6), as step 1 would send there.
  { path: `${FUNDRAISERS_TAB}#/create-fundraiser-6`, heading: { source: 'Create a fundraiser' } },
  { path: `${FUNDRAISERS_TAB}#/fundraiser-created-2`, heading: { source: 'Fundraiser created' } },
  {
    path: `${FUNDRAISERS_TAB}#/edit-fundraiser-2`,
    heading: { source: 'Edit fundraiser: %s', name: 'Frank Fundraiser' },
  },
];
