import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import type { Auth, Team } from '../api/entities';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { demoAuth, demoDonations, demoHostData, demoListItems, demoTeam } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';
import { expectLinkTo } from '../app/testing/expectLink';

preloadPage(() => import('./index'));

const PAGE_LOAD = { timeout: 5000 };
const teamStats = { raisedAmount: 4800, raisedPercentage: 48, averageAmount: 60, donationsCount: 80, donorsCount: 64 };

// Totals as the host counts them: $4,300 on the members' pages plus $500 on the team page make the $4,800 above.
const members = demoListItems('fundraiser', 3).map((member, index) => ({
  ...member,
  amount: [2000, 1500, 800][index] ?? 0,
}));

function renderTeam({
  team = demoTeam,
  auth = demoAuth.visitor as Auth,
  topDonors = () => jsonResponse({ data: [] }),
  query = '',
}: {
  team?: Team | null;
  auth?: Auth;
  topDonors?: () => Response;
  query?: string;
} = {}) {
  const fetch = fakeFetch({
    'get-team-fundraisers-all': () => jsonResponse({ data: members }),
    'get-team-top-donors': topDonors,
  });
  return renderApp(
    `/team/${team?.id ?? 404}/${query}`,
    demoHostData({
      team: team ?? undefined,
      auth,
      teamStats: team ? teamStats : undefined,
      donations: team ? demoDonations : [],
    }),
    fetch as unknown as typeof globalThis.fetch,
  );
}

describe('Team page', () => {
  it('shows a visitor the team, its members, Join Team and the sign-in prompt, but no Edit team', async () => {
    const { container } = renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clean Water Crew' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Team statistics' })).toHaveTextContent('$4,800');
    expect(screen.getByText('We walk 10 km every Saturday.')).toBeInTheDocument();
    expect(screen.getByText('Every kilometre funds a well.')).toBeInTheDocument();
    // Members are below the first screen: a lazy chunk (rendered at once in jsdom, which has no IntersectionObserver).
    const members = await screen.findByRole('region', { name: 'Team Members' }, PAGE_LOAD);
    expect(await within(members).findByRole('link', { name: /^View Profile Carla Captain/ })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/fundraiser/1/',
    );
    const support = screen.getByRole('region', { name: 'Support this team' });
    expectLinkTo(within(support), 'Donate Now', '/campaigns/run-for-water/team/1/donate');
    expectLinkTo(within(support), 'Join Team', '/campaigns/run-for-water/team/1/join/');
    expectLinkTo(within(support), 'Sign in', '/campaigns/run-for-water/login/');
    expect(screen.queryByRole('link', { name: 'Edit team' })).not.toBeInTheDocument();
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  }, 20_000);

  it('says how the member cards make the team total, so they do not read as an error', async () => {
    renderTeam();
    const list = await screen.findByRole('region', { name: 'Team Members' }, PAGE_LOAD);
    expect(
      await within(list).findByText(
        'The team total of $4,800 is what was given on the team page ($500) plus the totals of the members above, gifts from before they joined included.',
      ),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows the captain Edit team and no sign-in prompt', async () => {
    renderTeam({ auth: demoAuth.captain });
    expect(await screen.findByRole('link', { name: 'Edit team' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/team/1/update',
    );
    expect(screen.queryByText('Team Captain?')).not.toBeInTheDocument();
  });

  it('does not ask the captain to join their own team or to start fundraising: their page instead', async () => {
    // The captain is spotted by captain_user_id, even from a host that sends no team_id.
    renderTeam({ auth: { is_logged_in: true, user_id: 11, fundraiser_id: 1 } });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    const support = screen.getByRole('region', { name: 'Support this team' });
    expect(within(support).queryByRole('link', { name: 'Join Team' })).not.toBeInTheDocument();
    expect(within(support).queryByRole('link', { name: 'Start Fundraising' })).not.toBeInTheDocument();
    expect(within(support).getByText('You are the captain of this team.')).toBeInTheDocument();
    expectLinkTo(within(support), 'My page', 'https://site.test/campaigns/run-for-water/fundraiser/1/');
    expect(within(support).getByRole('link', { name: 'Donate Now' })).toBeInTheDocument();
  });

  it('tells a member they belong instead of offering Join Team', async () => {
    renderTeam({ auth: demoAuth.fundraiser });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    const support = screen.getByRole('region', { name: 'Support this team' });
    expect(within(support).queryByRole('link', { name: 'Join Team' })).not.toBeInTheDocument();
    expect(within(support).getByText('You are a member of this team.')).toBeInTheDocument();
    expectLinkTo(within(support), 'My page', 'https://site.test/campaigns/run-for-water/fundraiser/2/');
  });

  it('still offers Join Team to a fundraiser of another team', async () => {
    renderTeam({ auth: { ...demoAuth.fundraiser, team_id: 4 } });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    const support = screen.getByRole('region', { name: 'Support this team' });
    expect(within(support).getByRole('link', { name: 'Join Team' })).toBeInTheDocument();
    expect(within(support).queryByRole('link', { name: 'Start Fundraising' })).not.toBeInTheDocument();
  });

  it('shows another logged-in fundraiser no Edit team', async () => {
    renderTeam({ auth: demoAuth.fundraiser });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('link', { name: 'Edit team' })).not.toBeInTheDocument();
  });

  it('marks a private team Closed and offers no Join Team', async () => {
    renderTeam({ team: { ...demoTeam, access: 'private' } });
    expect(await screen.findByText('Closed', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join with your invitation' })).not.toBeInTheDocument();
    expect(screen.getByText('This team is closed: members join by invitation only.')).toBeInTheDocument();
  });

  it('offers an invitee of a private team the way in, carrying the invitation to the join page', async () => {
    renderTeam({ team: { ...demoTeam, access: 'private' }, query: '?invite=tok-123' });
    const join = await screen.findByRole('link', { name: 'Join with your invitation' }, PAGE_LOAD);
    expect(join).toHaveAttribute('href', '/campaigns/run-for-water/team/1/join/?invite=tok-123');
    expect(screen.queryByText('This team is closed: members join by invitation only.')).not.toBeInTheDocument();
  });

  it('marks a team the host says is not approved as Pending Approval', async () => {
    renderTeam({ team: { ...demoTeam, is_approved: false }, auth: demoAuth.captain });
    expect(await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('Pending Approval').length).toBeGreaterThan(0);
  });

  it('offers no Donate and no sharing on a pending team, which only its captain can see (issue 26 §2)', async () => {
    renderTeam({ team: { ...demoTeam, is_approved: false }, auth: demoAuth.captain });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.getByText(/Only you can see this page/)).toBeInTheDocument();
    const support = screen.getByRole('region', { name: 'Support this team' });
    expect(within(support).getByRole('group', { name: 'Team statistics' })).toHaveTextContent('$4,800');
    expect(screen.queryByRole('link', { name: 'Donate Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy link|QR code|Share/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook|Twitter|Email|X\b/ })).not.toBeInTheDocument();
  });

  it("offers Donate as the one button and Start Fundraising as a plain link on someone else's team", async () => {
    renderTeam();
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    const support = screen.getByRole('region', { name: 'Support this team' });
    const start = within(support).getByRole('link', { name: 'Start Fundraising' });
    expect(start).toHaveAttribute('href', '/campaigns/run-for-water/register/');
    // A text link sits in a paragraph; the buttons (Donate, Join Team) are links of their own.
    expect(start.closest('p')).not.toBeNull();
    expect(within(support).getByRole('link', { name: 'Donate Now' }).closest('p')).toBeNull();
  });

  it('shows Something went wrong when top donors fail', async () => {
    const user = userEvent.setup();
    renderTeam({ topDonors: () => jsonResponse({ code: 'x', message: 'x', data: { status: 404 } }, 404) });
    await user.click(await screen.findByRole('tab', { name: 'Top Donors' }, PAGE_LOAD));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('a failed members load says so and Try again brings the members', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetch = fakeFetch({
      'get-team-fundraisers-all': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ code: 'rest_forbidden', message: 'No.' }, 403)
          : jsonResponse({ data: demoListItems('fundraiser', 3) });
      },
    });
    renderApp(
      '/team/1/',
      demoHostData({ team: demoTeam, teamStats, donations: demoDonations }),
      fetch as unknown as typeof globalThis.fetch,
    );
    const members = await screen.findByRole('region', { name: 'Team Members' }, PAGE_LOAD);
    expect(
      await within(members).findByText('Something went wrong while loading the team members.'),
    ).toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: 'Try again' }));
    expect(await within(members).findByRole('link', { name: /^View Profile Carla Captain/ })).toBeInTheDocument();
    expect(within(members).queryByText('Something went wrong while loading the team members.')).not.toBeInTheDocument();
  });

  it('shows a not-found state with a link home for an unknown team', async () => {
    renderTeam({ team: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' }, PAGE_LOAD)).toBeInTheDocument();
    expectLinkTo(screen, 'Go to the campaign home', 'https://site.test/campaigns/run-for-water/');
  });
});
