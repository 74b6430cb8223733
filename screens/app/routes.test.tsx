import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './testing/renderApp';

const fundraiser = { is_logged_in: true, user_id: 5, fundraiser_id: 9 };

describe('route table', () => {
  it.each([
    ['', 'Campaign home'],
    ['/', 'Campaign home'],
    ['/team-leaderboard/', 'Team leaderboard'],
    ['/team-leaderboard', 'Team leaderboard'],
    ['/fundraiser-leaderboard', 'Fundraiser leaderboard'],
    ['/team/4/', 'Team page'],
    ['/team/4', 'Team page'],
    ['/team/4/join', 'Join team'],
    ['/team/4/donate', 'Donate to this fundraiser'],
    ['/team/4/donate/', 'Donate to this fundraiser'],
    ['/fundraiser/9/', 'Fundraiser page'],
    ['/fundraiser/9/donate', 'Donate to this fundraiser'],
    ['/donate', 'Donate'],
    ['/register/', 'Start fundraising'],
    ['/register/teams', 'Find a team to join'],
    ['/register/individual', 'Register as an individual'],
    ['/lost-password/sent/', 'Check your email'],
  ])('%s shows the %s page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/fundraiser/9/update', 'Edit profile'],
    ['/team/4/update/', 'Edit team'],
    ['/start-fundraising', 'Start fundraising status'],
  ])('%s shows the %s page to a fundraiser', async (path, heading) => {
    renderApp(path, { auth: fundraiser });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
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
