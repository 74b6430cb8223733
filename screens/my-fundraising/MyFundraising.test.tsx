import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { expectLinkTo } from '../app/testing/expectLink';
import { preloadPage } from '../app/testing/renderApp';
import { dashboardAnswer } from './testing/dashboardAnswer';
import { restError } from './testing/dashboardServer';
import { renderDashboard, fixDashboardClock } from './testing/renderDashboard';

// The captain's view is another helper's section: here only whether the page places it.
vi.mock('./captain/CaptainView', () => ({
  CaptainView: ({ teamId, teamName }: { teamId: number; teamName: string; now?: Date }) => (
    <p>{`Captain's view of ${teamName} (${teamId})`}</p>
  ),
}));

preloadPage(() => import('./index'));
fixDashboardClock();

const heading = () => screen.findByRole('heading', { level: 1, name: 'My fundraising' });
const summary = () => screen.getByRole('group', { name: 'Your fundraising' });

describe('My fundraising: the page', () => {
  it('is not found, and reads nothing, when the host does not advertise the tools', async () => {
    const { server } = renderDashboard(dashboardAnswer(), { features: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shows raised against the goal, donors and gifts, no days left without an end date, and the public page', async () => {
    const { container, server } = renderDashboard();
    // The heading holds the place while the read runs (and is the page's own once it has answered).
    await heading();
    await screen.findByRole('group', { name: 'Your fundraising' });
    expect(server.sentTo('get-fundraiser-dashboard')).toHaveLength(1);
    expect(summary()).toHaveTextContent('$320');
    expect(summary()).toHaveTextContent('raised of $1,000 goal');
    expect(within(summary()).getByRole('progressbar', { name: 'Progress toward your goal' })).toHaveAttribute(
      'aria-valuenow',
      '32',
    );
    expect(summary()).toHaveTextContent(/Donors\s*3/);
    expect(summary()).toHaveTextContent(/Donations\s*4/);
    expect(summary()).not.toHaveTextContent(/days? left/i);
    expectLinkTo(screen, 'View my page', 'https://site.test/campaigns/run-for-water/fundraiser/2/');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['2026-12-08T18:00:00Z', /Days left\s*10/],
    ['2026-11-29T06:00:00Z', /Day left\s*1/],
    ['2026-11-20T00:00:00Z', /Campaign\s*Ended/],
  ])('counts the days left to an end date of %s', async (end_date, text) => {
    renderDashboard(dashboardAnswer({ campaign: { end_date } }));
    await screen.findByRole('group', { name: 'Your fundraising' });
    expect(summary()).toHaveTextContent(text);
  });

  it('shows the failure panel with the host message, and Try again reads again', async () => {
    const { container } = renderDashboard(dashboardAnswer(), {
      prepare: (server) =>
        server.refuse('get-fundraiser-dashboard', restError(404, 'no_fundraiser', 'You have no fundraiser page here.')),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have no fundraiser page here.');
    expect(alert).toHaveTextContent('Your fundraising could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'My fundraising' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Your fundraising' })).toBeInTheDocument();
  });

  it('says when there are no donations yet', async () => {
    renderDashboard(dashboardAnswer({ donations: [], donations_total: 0, totals: { raised: 0 } }));
    const section = await screen.findByRole('region', { name: 'Donations to my page' });
    expect(section).toHaveTextContent('No donations yet.');
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('lists the gifts: name or Anonymous, amount, when, the message as plain text, and which are thanked', async () => {
    renderDashboard(dashboardAnswer({ donations_total: 9 }));
    const section = await screen.findByRole('region', { name: 'Donations to my page' });
    expect(section).toHaveTextContent('The latest 4 of 9 donations');
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Sam Ortiz');
    expect(rows[0]).toHaveTextContent('$50');
    expect(rows[0]).toHaveTextContent('30 minutes ago');
    // Markup in a message is text, never HTML.
    expect(rows[0]).toHaveTextContent('Go Frank! <b>You got this</b>');
    expect(rows[0]?.querySelector('b')).toBeNull();
    expect(rows[1]).toHaveTextContent('5 hours ago');
    expect(rows[2]).toHaveTextContent('Anonymous');
    expect(rows[2]).toHaveTextContent('yesterday');
    expect(rows[3]).toHaveTextContent('4 days ago');
    expect(within(rows[3] as HTMLElement).getByText('Thanked')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).queryByRole('button', { name: /^Thank/ })).not.toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Thank Sam Ortiz' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Thank Anonymous' })).toBeInTheDocument();
  });

  it('places the captain view only for a captain', async () => {
    renderDashboard(dashboardAnswer({ captain_of: { team_id: 1, name: 'Clean Water Crew' } }));
    expect(await screen.findByText("Captain's view of Clean Water Crew (1)")).toBeInTheDocument();
  });

  it('leaves the captain view out for a member', async () => {
    renderDashboard();
    await screen.findByRole('group', { name: 'Your fundraising' });
    expect(screen.queryByText(/Captain's view/)).not.toBeInTheDocument();
  });
});

describe('My fundraising: kick-off gift and story help', () => {
  it('invites a fundraiser with nothing raised to give first, to their own page', async () => {
    renderDashboard(dashboardAnswer({ totals: { raised: 0, donations_count: 0, donors_count: 0 }, donations: [] }));
    await screen.findByText('Kick off your page with the first gift');
    expectLinkTo(screen, 'Give the first gift', 'https://site.test/campaigns/run-for-water/fundraiser/2/donate/');
  });

  it.each([
    ['once something is raised', dashboardAnswer()],
    [
      'while the page waits for approval',
      dashboardAnswer({ totals: { raised: 0 }, fundraiser: { status: 'pending' } }),
    ],
  ])('does not invite a first gift %s', async (_case, answer) => {
    renderDashboard(answer);
    await screen.findByRole('group', { name: 'Your fundraising' });
    expect(screen.queryByText('Kick off your page with the first gift')).not.toBeInTheDocument();
  });

  it('offers story prompts while the story is the sample, and Keep it for now closes them for good', async () => {
    const answer = dashboardAnswer({ fundraiser: { story_is_sample: true } });
    const { unmount } = renderDashboard(answer);
    const help = (await screen.findByText('Your story is still the sample text')).closest('[role="status"]');
    expect(help).not.toBeNull();
    const notice = help as HTMLElement;
    expect(notice).toHaveTextContent('Why this cause matters to you');
    expect(notice).toHaveTextContent('What you are doing to raise money');
    expect(notice).toHaveTextContent('What a gift will make possible');
    expectLinkTo(within(notice), 'Write my story', '/campaigns/run-for-water/fundraiser/2/update/');
    await userEvent.click(within(notice).getByRole('button', { name: 'Keep it for now' }));
    expect(screen.queryByText('Your story is still the sample text')).not.toBeInTheDocument();
    unmount();
    renderDashboard(answer);
    await screen.findByRole('group', { name: 'Your fundraising' });
    expect(screen.queryByText('Your story is still the sample text')).not.toBeInTheDocument();
  });

  it('says nothing about the story once it is their own', async () => {
    renderDashboard();
    await screen.findByRole('group', { name: 'Your fundraising' });
    expect(screen.queryByText('Your story is still the sample text')).not.toBeInTheDocument();
  });
});

describe('My fundraising: raise-goal prompt', () => {
  it.each([
    [890, null],
    [900, 'You are close to your goal!'],
    [1000, 'You are close to your goal!'],
    [1010, 'You passed your goal!'],
  ])('at %s of a 1,000 goal: %s', async (raised, title) => {
    renderDashboard(dashboardAnswer({ totals: { raised } }));
    await screen.findByRole('group', { name: 'Your fundraising' });
    if (title === null) {
      expect(screen.queryByText(/your goal!$/)).not.toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Set my goal to/ })).not.toBeInTheDocument());
    } else {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
  });

  it('fills the goal editor with the suggestion in one click', async () => {
    renderDashboard(dashboardAnswer({ totals: { raised: 950 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Set my goal to $1,500' }));
    const field = screen.getByRole('spinbutton', { name: /Fundraising goal/ });
    expect(field).toHaveValue(1500);
    expect(field).toHaveFocus();
  });

  it('comes back past the goal after being closed near it', async () => {
    const first = renderDashboard(dashboardAnswer({ totals: { raised: 950 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('You are close to your goal!')).not.toBeInTheDocument();
    first.unmount();
    const near = renderDashboard(dashboardAnswer({ totals: { raised: 990 } }));
    await screen.findByRole('group', { name: 'Your fundraising' });
    expect(screen.queryByText('You are close to your goal!')).not.toBeInTheDocument();
    near.unmount();
    renderDashboard(dashboardAnswer({ totals: { raised: 1200 } }));
    expect(await screen.findByText('You passed your goal!')).toBeInTheDocument();
  });
});
