import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { APP_ROUTES } from './routes';
import { renderApp } from './testing/renderApp';

describe('route table', () => {
  // Which route a URL lands on, with and without its trailing slash, by React Router's own matcher and ranking
  // over the table AppRoutes renders; the pages themselves have their own tests.
  function routeFor(path: string): string {
    return (
      matchRoutes(
        APP_ROUTES.map((route) => ({ path: route.path })),
        path,
      )?.[0]?.route.path ?? '*'
    );
  }

  it.each([
    ['/', paths.home()],
    ['/team-leaderboard/', paths.teamLeaderboard()],
    ['/team-leaderboard', paths.teamLeaderboard()],
    ['/fundraiser-leaderboard', paths.fundraiserLeaderboard()],
    ['/team/4/', paths.team(':teamId')],
    ['/team/4', paths.team(':teamId')],
    ['/team/4/join', paths.teamJoin(':teamId')],
    ['/team/4/donate', paths.teamDonate(':teamId')],
    ['/team/4/donate/', paths.teamDonate(':teamId')],
    ['/team/4/update/', paths.teamUpdate(':teamId')],
    ['/fundraiser/9/', paths.fundraiser(':fundraiserId')],
    ['/fundraiser/9/donate', paths.fundraiserDonate(':fundraiserId')],
    ['/fundraiser/9/update', paths.fundraiserUpdate(':fundraiserId')],
    ['/donate', paths.donate()],
    ['/create-team', paths.createTeam()],
    ['/start-fundraising', paths.startFundraising()],
    ['/my-fundraising', paths.myFundraising()],
    ['/select-team/', paths.selectTeam()],
    ['/register/', paths.register()],
    ['/register/teams', paths.registerTeams()],
    ['/register/individual', paths.registerIndividual()],
    ['/register/captain/', paths.registerCaptain()],
    ['/register/create-profile', paths.registerCreateProfile()],
    ['/login', paths.login()],
    ['/lost-password/', paths.lostPassword()],
    ['/lost-password/sent/', paths.lostPasswordSent()],
    ['/nowhere/', '*'],
    ['/team/', '*'],
  ])('%s is served by the route %s', (path, route) => {
    expect(routeFor(path)).toBe(route);
  });

  it.each([
    ['/lost-password/sent/', 'Check your email'],
    ['/register/', 'Start fundraising'],
  ])('renders %s through its lazy page (%s)', async (path, heading) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading, 'i') }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/register/individual/', 'Register'],
    ['/register/captain/', 'Register and create your team'],
  ])('offers %s its own registration (%s)', async (path, button) => {
    renderApp(path);
    expect(await screen.findByRole('button', { name: button }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(['/nowhere/', '/team/', '/team/4/members/', '/register/teams/extra'])(
    'shows the not-found page for %s, linking to the campaign home',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the campaign home' })).toHaveAttribute(
        'href',
        'https://site.test/campaigns/run-for-water/',
      );
    },
  );
});
