import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { hostDataFixture } from './testing/fixtures';
import './testing/placeholderRoutes';
import { renderApp } from './testing/renderApp';

// The pages are replaced by bare headings (testing/placeholderRoutes): these tests are about routing, guards and
// focus.
vi.mock('../home/index', () => ({
  default: function HomeWithLinks() {
    return (
      <>
        <h1>Campaign home</h1>
        <Link to="/team-leaderboard/">View All Teams</Link>
        <Link to="/?search=run">Search</Link>
      </>
    );
  },
}));

vi.mock('../donate/index', () => ({
  default: function BrokenPage(): never {
    throw new Error('Page crashed');
  },
}));

const campaign = hostDataFixture().campaign;

describe('App shell', () => {
  it('titles the document with the campaign title', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Campaign home' });
    expect(document.title).toBe('Run for Water');
  });

  it('warns that an inactive campaign is visible to administrators only', async () => {
    const { container } = renderApp('/', { campaign: { ...campaign, is_active: false, status: 'draft' } });
    await screen.findByRole('heading', { level: 1, name: 'Campaign home' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This campaign is set to draft and is not visible unless you are logged in as an administrator.',
    );
    await expectNoAxeViolations(container);
  });

  it('calls an inactive campaign without a status inactive', async () => {
    renderApp('/', { campaign: { ...campaign, is_active: false, status: '  ' } });
    expect(await screen.findByRole('status')).toHaveTextContent('This campaign is set to inactive and');
  });

  it('shows no notice for an active campaign', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Campaign home' });
    expect(screen.queryByText(/not visible unless/)).not.toBeInTheDocument();
  });

  it('applies the campaign colours through the theme root', async () => {
    const { container } = renderApp('/', { campaign: { ...campaign, primary_color: '#ff0000' } });
    await screen.findByRole('heading', { level: 1, name: 'Campaign home' });
    expect((container.firstElementChild as HTMLElement).getAttribute('style')).toMatch(/#ff0000|255, 0, 0/i);
  });

  it('moves focus to the new page heading and scrolls to the top on navigation, not on first load', async () => {
    const user = userEvent.setup();
    const { scrollTo } = renderApp('/');
    const home = await screen.findByRole('heading', { level: 1, name: 'Campaign home' });
    expect(home).not.toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'View All Teams' }));
    const teams = await screen.findByRole('heading', { level: 1, name: 'Team leaderboard' });
    await waitFor(() => expect(teams).toHaveFocus());
    expect(teams).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves focus alone when only the query changes (typing in a search)', async () => {
    const user = userEvent.setup();
    const { scrollTo } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Campaign home' });
    const search = screen.getByRole('link', { name: 'Search' });
    await user.click(search);
    expect(search).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows the failure panel when a page crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/donate/');
    expect(await screen.findByText('Try to reload the browser')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
