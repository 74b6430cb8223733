import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { renderWizard } from './testing/renderWizard';
import { adminTeamAnswer } from './testing/teamWizardFixtures';
import { preloadWizardStep } from './testing/warmUp';

preloadWizardStep(() => import('./TeamWizardDone'));

const team = adminTeamAnswer({
  status: 'pending',
  captain: { fundraiser_id: 50, user_id: 9, name: 'Ann Lee', email: 'ann@example.org' },
  invitations: [
    { email: 'a@example.org', sent: true },
    { email: 'b@example.org', sent: false },
  ],
});

describe('team wizard: done step', () => {
  it('sums up the team and links to its public page and the next things to do', async () => {
    renderWizard('/team-created-12', { 'get-team': team });
    expect(await screen.findByRole('heading', { name: 'Team created: River Runners' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Team wizard progress' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Done');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('$1,250,000')).toBeInTheDocument();
    expect(screen.getByText('1 sent, 1 held until the team is approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View team/ })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/12/',
    );
    expect(screen.getByRole('link', { name: 'Add another team' })).toHaveAttribute('href', '/create-team');
  });

  it('has no axe violations', async () => {
    const { container } = renderWizard('/team-created-12', { 'get-team': team });
    await screen.findByRole('heading', { name: 'Team created: River Runners' });
    await expectNoAxeViolations(container);
  });

  it('"Back to teams" returns to the list, which says "Team created"', async () => {
    const user = userEvent.setup();
    const { location } = renderWizard('/team-created-12', { 'get-team': team });
    await user.click(await screen.findByRole('link', { name: 'Back to teams' }));
    expect(await screen.findByRole('heading', { name: 'Teams list' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-flash')).toHaveTextContent('Team created');
    expect(location.history.at(-1)).toBe('/');
  });
});
