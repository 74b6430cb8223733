import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { preloadPage, renderApp } from '../app/testing/renderApp';

preloadPage(() => import('./index'));

const base = '/campaigns/run-for-water';

describe('start fundraising chooser', () => {
  it('offers the three ways in, Donate Now and Sign in', async () => {
    const { container } = renderApp('/register/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start Fundraising' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join a team' })).toHaveAttribute('href', `${base}/register/teams/`);
    expect(screen.getByRole('link', { name: 'Join as an Individual' })).toHaveAttribute(
      'href',
      `${base}/register/individual/`,
    );
    expect(screen.getByRole('link', { name: 'Create a Team' })).toHaveAttribute('href', `${base}/register/captain/`);
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', `${base}/donate/`);
    // The page's own prompt, besides the account bar's Sign in.
    const prompt = screen.getByText(/Already have an account\?/);
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${base}/login/`);
    await expectNoAxeViolations(container);
  });

  it('hides Sign in for a logged-in user', async () => {
    renderApp('/register/', { auth: { is_logged_in: true, user_id: 30, fundraiser_id: 0 } });
    await screen.findByRole('heading', { level: 1, name: 'Start Fundraising' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('explains each way in: a card whose heading is the one link, with a sentence and a decorative icon', async () => {
    renderApp('/register/');
    await screen.findByRole('heading', { level: 1, name: 'Start Fundraising' });
    // The page's own list (the account bar above the page is a list too).
    const chooser = screen.getAllByRole('list').find((list) => !list.closest('nav'));
    const cards = within(chooser as HTMLElement).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Join a team',
      'Join as an Individual',
      'Create a Team',
    ]);
    for (const card of cards) {
      expect(within(card).getAllByRole('link')).toHaveLength(1);
      expect(card.querySelector('p')?.textContent).toMatch(/^[A-Z].{20,}\.$/);
      expect(card.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    expect(
      within(cards[1]!).getByText('Create your own fundraising page and invite friends and family to give.'),
    ).toBeVisible();
  });

  it('moves inside the app when a card is chosen', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/register/');
    await user.click(await screen.findByRole('link', { name: 'Create a Team' }));
    expect(location.history.at(-1)).toBe(`${base}/register/captain/`);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Start Fundraising');
  });
});
