import type { ComponentType, ReactNode } from 'react';
import { Page, type PageProps } from '../../design-system';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { Auth } from '../api/entities';
import { checkGuard, Guarded, type RouteGuard } from './guards';
import { paths } from './paths';
import { retryableLazy } from './retryableLazy';

/**
 * A page module together with the read cache's configuration (DataScope), fetched in parallel: pages that read
 * data get SWR with their own chunk, and the app shell stays free of it.
 */
function withData<P extends object>(
  page: Promise<{ default: ComponentType<P> }>,
): Promise<{ default: ComponentType<P> }> {
  return Promise.all([page, import('./DataScope')]).then(([module, scope]) => ({
    default: scope.withDataScope(module.default),
  }));
}

// Every page is its own chunk: a visitor on the campaign home never downloads the registration forms. Pages
// that read nothing on their first screen (home, team and fundraiser pages: their lower parts bring their own
// DataScope; login, the chooser) skip withData. A page whose chunk failed to load (offline) loads again when the
// error boundary's Try again asks (retryableLazy).
const CampaignHome = retryableLazy(() => import('../home/index'));
const TeamLeaderboard = retryableLazy(() => withData(import('../team-leaderboard/index')));
const FundraiserLeaderboard = retryableLazy(() => withData(import('../fundraiser-leaderboard/index')));
const Donate = retryableLazy(() => withData(import('../donate/index')));
const CreateTeam = retryableLazy(() => withData(import('../create-team/index')));
const Team = retryableLazy(() => import('../team/index'));
const TeamJoin = retryableLazy(() => withData(import('../team-join/index')));
const TeamUpdate = retryableLazy(() => withData(import('../team-update/index')));
const Fundraiser = retryableLazy(() => import('../fundraiser/index'));
const FundraiserUpdate = retryableLazy(() => withData(import('../fundraiser-update/index')));
const StartFundraising = retryableLazy(() => withData(import('../start-fundraising/index')));
const MyFundraising = retryableLazy(() => withData(import('../my-fundraising/index')));
const SelectTeam = retryableLazy(() => withData(import('../select-team/index')));
const RegisterChooser = retryableLazy(() => import('../register/index'));
const RegisterTeams = retryableLazy(() => withData(import('../register-teams/index')));
const RegisterForm = retryableLazy(() => withData(import('../register-form/index')));
const CreateProfile = retryableLazy(() => withData(import('../create-profile/index')));
const Login = retryableLazy(() => import('../login/index'));
const LostPassword = retryableLazy(() => import('../lost-password/index'));
const LostPasswordSent = retryableLazy(() => import('../lost-password-sent/index'));
const NotFound = retryableLazy(() => import('../not-found/index'));

export interface AppRoute {
  /** A path pattern with `:name` parameters; React Router's matching ignores a trailing slash. */
  path: string;
  page: () => ReactNode;
  guard?: RouteGuard;
  /** The page's width in the frame (default wide); every form and wizard step is narrow, so steps never jump. */
  width?: PageProps['width'];
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
 * | /my-fundraising/                  | my-fundraising          | login + fundraiser_id → / (not found w/o feature)  |
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
  { path: paths.createTeam(), page: () => <CreateTeam />, width: 'narrow', guard: loginOnly },
  { path: paths.team(':teamId'), page: () => <Team /> },
  { path: paths.teamJoin(':teamId'), page: () => <TeamJoin />, width: 'narrow' },
  { path: paths.teamDonate(':teamId'), page: () => <Donate target="team" /> },
  { path: paths.teamUpdate(':teamId'), page: () => <TeamUpdate />, width: 'narrow', guard: loginOnly },
  { path: paths.fundraiser(':fundraiserId'), page: () => <Fundraiser /> },
  { path: paths.fundraiserDonate(':fundraiserId'), page: () => <Donate target="fundraiser" /> },
  {
    path: paths.fundraiserUpdate(':fundraiserId'),
    page: () => <FundraiserUpdate />,
    width: 'narrow',
    guard: fundraiserOnly,
  },
  { path: paths.startFundraising(), page: () => <StartFundraising />, width: 'narrow', guard: fundraiserOnly },
  { path: paths.myFundraising(), page: () => <MyFundraising />, guard: fundraiserOnly },
  {
    path: paths.selectTeam(),
    page: () => <SelectTeam />,
    width: 'narrow',
    guard: { ...fundraiserOnly, redirectTo: paths.startFundraising() },
  },
  { path: paths.register(), page: () => <RegisterChooser /> },
  { path: paths.registerTeams(), page: () => <RegisterTeams />, width: 'narrow' },
  {
    path: paths.registerIndividual(),
    page: () => <RegisterForm captain={false} />,
    width: 'narrow',
    guard: withoutProfile,
  },
  { path: paths.registerCaptain(), page: () => <RegisterForm captain />, width: 'narrow', guard: withoutProfile },
  {
    path: paths.registerCreateProfile(),
    page: () => <CreateProfile />,
    width: 'narrow',
    guard: { requires: ['login', 'noFundraiser'], redirectTo: paths.startFundraising() },
  },
  { path: paths.login(), page: () => <Login />, width: 'narrow', guard: guestOnly },
  { path: paths.lostPassword(), page: () => <LostPassword />, width: 'narrow', guard: guestOnly },
  { path: paths.lostPasswordSent(), page: () => <LostPasswordSent />, width: 'narrow', guard: guestOnly },
];

/**
 * Loads the code of the page the visitor landed on (`pathname` under the campaign's `basename`), when its guard lets
 * them in, so the app's first render can wait for it: one paint of the whole page instead of the shell with a
 * spinner, then the page (two renders on the main thread; the host announces the landing pages' chunks as
 * modulepreload, so the wait is usually nothing). Resolves when the code is in; rejects if it failed to load.
 */
export function preloadPage(pathname: string, basename: string, auth: Auth): Promise<unknown> {
  const path = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  // The patterns do not overlap (no two match one path), so the first match is the route <Routes> picks; a path
  // none matches is the not-found page, which waits for nothing.
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, path));
  if (!route || !checkGuard(route.guard, auth).ok) return Promise.resolve();
  // Every page is a retryableLazy element: its component carries the preload.
  const { type } = route.page() as { type: { preload?: () => Promise<unknown> } };
  return type.preload?.() ?? Promise.resolve();
}

/**
 * The page for the current location: the best-ranked matching route (behind its guard), else not found.
 * React Router ranks static segments above parameters, so '/team/:teamId/' never swallows '/team/4/donate'.
 */
export function AppRoutes() {
  return (
    <Routes>
      {APP_ROUTES.map(({ path, page, guard, width }) => (
        <Route
          key={path}
          path={path}
          element={
            <Page width={width}>
              <Guarded guard={guard}>{page()}</Guarded>
            </Page>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Page width="narrow">
            <NotFound />
          </Page>
        }
      />
    </Routes>
  );
}
