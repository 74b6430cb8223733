import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { Guarded, type RouteGuard } from './guards';
import { paths, routerBasename } from './paths';
import { RouteFailure } from './RouteFailure';

// Every page is its own chunk: a visitor on the campaign home never downloads the registration forms.
const CampaignHome = lazy(() => import('../home/index'));
const TeamLeaderboard = lazy(() => import('../team-leaderboard/index'));
const FundraiserLeaderboard = lazy(() => import('../fundraiser-leaderboard/index'));
const Donate = lazy(() => import('../donate/index'));
const CreateTeam = lazy(() => import('../create-team/index'));
const Team = lazy(() => import('../team/index'));
const TeamJoin = lazy(() => import('../team-join/index'));
const TeamUpdate = lazy(() => import('../team-update/index'));
const Fundraiser = lazy(() => import('../fundraiser/index'));
const FundraiserUpdate = lazy(() => import('../fundraiser-update/index'));
const StartFundraising = lazy(() => import('../start-fundraising/index'));
const SelectTeam = lazy(() => import('../select-team/index'));
const RegisterChooser = lazy(() => import('../register/index'));
const RegisterTeams = lazy(() => import('../register-teams/index'));
const RegisterForm = lazy(() => import('../register-form/index'));
const CreateProfile = lazy(() => import('../create-profile/index'));
const Login = lazy(() => import('../login/index'));
const LostPassword = lazy(() => import('../lost-password/index'));
const LostPasswordSent = lazy(() => import('../lost-password-sent/index'));
const NotFound = lazy(() => import('../not-found/index'));

export interface AppRoute {
  /** A React Router pattern; matching ignores a trailing slash, so '/donate/' also matches '/donate'. */
  path: string;
  page: () => ReactNode;
  guard?: RouteGuard;
}

const loginOnly: RouteGuard = { requires: ['login'] };
const fundraiserOnly: RouteGuard = { requires: ['login', 'fundraiser'] };
const guestOnly: RouteGuard = { requires: ['guest'] };
const withoutProfile: RouteGuard = { requires: ['noFundraiser'] };

/*
 * The route table of SPEC section 2, under the router basename campaign.base_url.
 *
 * | Route                             | Page folder             | Guard (fails → redirect)                           |
 * |-----------------------------------|-------------------------|----------------------------------------------------|
 * | /                                 | home                    | –                                                  |
 * | /team-leaderboard/                | team-leaderboard        | –                                                  |
 * | /fundraiser-leaderboard/          | fundraiser-leaderboard  | –                                                  |
 * | /donate/                          | donate (campaign)       | –                                                  |
 * | /create-team/                     | create-team             | login → /                                          |
 * | /team/:teamId/                    | team                    | –                                                  |
 * | /team/:teamId/join/               | team-join               | – (the page offers one-click join or a form)       |
 * | /team/:teamId/donate              | donate (team)           | –                                                  |
 * | /team/:teamId/update              | team-update             | login → / (captaincy: page and server)             |
 * | /fundraiser/:fundraiserId/        | fundraiser              | –                                                  |
 * | /fundraiser/:fundraiserId/donate/ | donate (fundraiser)     | –                                                  |
 * | /fundraiser/:fundraiserId/update/ | fundraiser-update       | login + fundraiser_id → / (ownership: page, server) |
 * | /start-fundraising/               | start-fundraising       | login + fundraiser_id → /                          |
 * | /select-team/                     | select-team             | login + fundraiser_id → /start-fundraising/        |
 * | /register/                        | register (chooser)      | –                                                  |
 * | /register/teams/                  | register-teams          | –                                                  |
 * | /register/individual/             | register-form           | no fundraiser_id → /                               |
 * | /register/captain/                | register-form (captain) | no fundraiser_id → /                               |
 * | /register/create-profile/         | create-profile          | login + no fundraiser_id → /start-fundraising/     |
 * | /login/                           | login                   | no user_id (guest only) → /                        |
 * | /lost-password/                   | lost-password           | no user_id (guest only) → /                        |
 * | /lost-password/sent               | lost-password-sent      | no user_id (guest only) → /                        |
 * | anything else                     | not-found               | –                                                  |
 *
 * Why (SPEC 2, 4, 6 and the reference host): registering creates an account, logged in, but no fundraiser;
 * the profile step creates the fundraiser. So the register forms serve visitors and logged-in users without a
 * profile (they refuse only existing fundraisers); the create-team step needs a login (a captain has no
 * profile yet); the profile step needs a login and no profile (a fundraiser edits at /fundraiser/{id}/update/,
 * so is sent to the status page); the status page and team selection need a fundraiser.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: paths.home(), page: () => <CampaignHome /> },
  { path: paths.teamLeaderboard(), page: () => <TeamLeaderboard /> },
  { path: paths.fundraiserLeaderboard(), page: () => <FundraiserLeaderboard /> },
  { path: paths.donate(), page: () => <Donate target="campaign" /> },
  { path: paths.createTeam(), page: () => <CreateTeam />, guard: loginOnly },
  { path: paths.team(':teamId'), page: () => <Team /> },
  { path: paths.teamJoin(':teamId'), page: () => <TeamJoin /> },
  { path: paths.teamDonate(':teamId'), page: () => <Donate target="team" /> },
  { path: paths.teamUpdate(':teamId'), page: () => <TeamUpdate />, guard: loginOnly },
  { path: paths.fundraiser(':fundraiserId'), page: () => <Fundraiser /> },
  { path: paths.fundraiserDonate(':fundraiserId'), page: () => <Donate target="fundraiser" /> },
  { path: paths.fundraiserUpdate(':fundraiserId'), page: () => <FundraiserUpdate />, guard: fundraiserOnly },
  { path: paths.startFundraising(), page: () => <StartFundraising />, guard: fundraiserOnly },
  {
    path: paths.selectTeam(),
    page: () => <SelectTeam />,
    guard: { ...fundraiserOnly, redirectTo: paths.startFundraising() },
  },
  { path: paths.register(), page: () => <RegisterChooser /> },
  { path: paths.registerTeams(), page: () => <RegisterTeams /> },
  { path: paths.registerIndividual(), page: () => <RegisterForm captain={false} />, guard: withoutProfile },
  { path: paths.registerCaptain(), page: () => <RegisterForm captain />, guard: withoutProfile },
  {
    path: paths.registerCreateProfile(),
    page: () => <CreateProfile />,
    guard: { requires: ['login', 'noFundraiser'], redirectTo: paths.startFundraising() },
  },
  { path: paths.login(), page: () => <Login />, guard: guestOnly },
  { path: paths.lostPassword(), page: () => <LostPassword />, guard: guestOnly },
  { path: paths.lostPasswordSent(), page: () => <LostPasswordSent />, guard: guestOnly },
];

/** Route metadata pages can read with useMatches(): the guard that let them render. */
export interface RouteHandle {
  guard?: RouteGuard;
}

export function appRouteObjects(): RouteObject[] {
  const pages: RouteObject[] = APP_ROUTES.map(({ path, page, guard }) => ({
    path,
    element: <Guarded guard={guard}>{page()}</Guarded>,
    handle: { guard } satisfies RouteHandle,
  }));
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteFailure />,
      children: [
        {
          // A page that throws shows the failure panel inside the layout, and the next navigation clears it.
          errorElement: <RouteFailure />,
          children: [...pages, { path: '*', element: <NotFound /> }],
        },
      ],
    },
  ];
}

export interface AppRouterOptions {
  /** Tests: a memory router starting at these paths (relative to the site root, basename included). */
  initialEntries?: string[];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** History-mode router under campaign.base_url. */
export function createAppRouter(baseUrl: string, { initialEntries }: AppRouterOptions = {}): AppRouter {
  const basename = routerBasename(baseUrl);
  return initialEntries
    ? createMemoryRouter(appRouteObjects(), { basename, initialEntries })
    : createBrowserRouter(appRouteObjects(), { basename });
}
