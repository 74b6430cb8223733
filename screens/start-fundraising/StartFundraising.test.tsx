import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { NAVIGATION_SET_KEY } from '../app/wizard';
import { demoAuth, demoFundraiser } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';
import { expectLinkTo } from '../app/testing/expectLink';

const navigateFullPage = vi.hoisted(() => vi.fn());
vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage,
}));

preloadPage(() => import('./index'));

const team = { id: 1, name: 'Clean Water Crew', profile_image: '', members: 4, is_approved: true };

function render(body: unknown, status = 200) {
  const fetch = fakeFetch({ 'get-fundraiser-info': () => jsonResponse(body, status) });
  return renderApp('/start-fundraising/', { auth: demoAuth.fundraiser }, fetch);
}

afterEach(() => {
  navigateFullPage.mockReset();
  sessionStorage.clear();
});

describe('start fundraising status', () => {
  it('approved fundraiser in an approved team: ready headline, View Profile and View Team as full page links', async () => {
    const { container } = render({ data: { fundraiser: demoFundraiser, team } });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're ready to start fundraising!" }),
    ).toBeInTheDocument();
    expectLinkTo(screen, 'View Profile', 'https://site.test/campaigns/run-for-water/fundraiser/2/');
    expectLinkTo(screen, 'View Team', 'https://site.test/campaigns/run-for-water/team/1/');
    expect(screen.queryByText('Pending Approval')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Progress' })).not.toBeInTheDocument();
    // The headline says to share the page: the share links are right under it, for the fundraiser's own page.
    const share = screen.getByRole('region', { name: 'Share your page' });
    const facebook = within(share).getByRole('link', { name: 'Share on Facebook' });
    expect(new URL(facebook.getAttribute('href') ?? '').searchParams.get('u')).toBe(
      'https://site.test/campaigns/run-for-water/fundraiser/2/',
    );
    expect(within(share).getByRole('link', { name: 'Share on X' })).toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('pending fundraiser in a pending team: almost-ready headline and two Pending Approval badges', async () => {
    render({ data: { fundraiser: { ...demoFundraiser, is_approved: false }, team: { ...team, is_approved: false } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're almost ready to start fundraising!" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Pending Approval')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Team' })).not.toBeInTheDocument();
    // Only its owner may see a pending page: nothing to share yet.
    expect(screen.queryByRole('region', { name: 'Share your page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Share (on|by) / })).not.toBeInTheDocument();
  });

  it('approved fundraiser with a pending team: View Profile, team Pending Approval', async () => {
    render({ data: { fundraiser: demoFundraiser, team: { ...team, is_approved: false } } });
    const teamCard = await screen.findByRole('region', { name: 'Your team' });
    expect(within(teamCard).getByText('Pending Approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toBeInTheDocument();
  });

  it('without a team: a Join a team card linking to /select-team/', async () => {
    render({ data: { fundraiser: demoFundraiser, team: null } });
    const card = await screen.findByRole('region', { name: 'Join a team' });
    expectLinkTo(within(card), 'Find a team', '/campaigns/run-for-water/select-team/');
    expect(screen.queryByRole('region', { name: 'Your team' })).not.toBeInTheDocument();
  });

  it('shows the last step of the active wizard set', async () => {
    sessionStorage.setItem(NAVIGATION_SET_KEY, 'createTeam');
    render({ data: { fundraiser: demoFundraiser, team } });
    const steps = await screen.findByRole('navigation', { name: 'Progress' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Start Fundraising');
  });

  it('the captain of a pending team (the create-team flow’s last step): its page and its edit page, only they see it', async () => {
    const fetch = fakeFetch({
      'get-fundraiser-info': () =>
        jsonResponse({
          data: {
            fundraiser: { ...demoFundraiser, id: 1, is_approved: false },
            team: { ...team, members: 1, is_approved: false, captain_user_id: demoAuth.captain.user_id },
          },
        }),
    });
    const { container } = renderApp('/start-fundraising/', { auth: demoAuth.captain }, fetch);
    const card = await screen.findByRole('region', { name: 'Your team' });
    expect(within(card).getByText('1 member')).toBeInTheDocument();
    expect(within(card).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(card).getByText('Only you can see the team page until it is approved.')).toBeInTheDocument();
    expectLinkTo(within(card), 'View Team', 'https://site.test/campaigns/run-for-water/team/1/');
    expectLinkTo(within(card), 'Edit team', '/campaigns/run-for-water/team/1/update');
    await expectNoAxeViolations(container);
  });

  it('the captain of an approved team: View Team and Edit team', async () => {
    const captainTeam = { ...team, captain_user_id: demoAuth.captain.user_id };
    const fetch = fakeFetch({
      'get-fundraiser-info': () => jsonResponse({ data: { fundraiser: demoFundraiser, team: captainTeam } }),
    });
    renderApp('/start-fundraising/', { auth: demoAuth.captain }, fetch);
    const card = await screen.findByRole('region', { name: 'Your team' });
    expect(within(card).getByRole('link', { name: 'View Team' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit team' })).toBeInTheDocument();
    expect(within(card).queryByText('Only you can see the team page until it is approved.')).not.toBeInTheDocument();
  });

  it('a member of someone else’s team, pending or approved, gets no edit link', async () => {
    render({ data: { fundraiser: demoFundraiser, team: { ...team, captain_user_id: demoAuth.captain.user_id } } });
    const card = await screen.findByRole('region', { name: 'Your team' });
    expect(within(card).getByRole('link', { name: 'View Team' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Edit team' })).not.toBeInTheDocument();
  });

  it('a failed load sends the browser to the campaign URL', async () => {
    render({ code: 'internal_server_error', message: 'Boom' }, 500);
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('https://site.test/campaigns/run-for-water/'));
  });
});
