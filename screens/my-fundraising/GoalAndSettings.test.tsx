import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { preloadPage } from '../app/testing/renderApp';
import { dashboardAnswer } from './testing/dashboardAnswer';
import { restError } from './testing/dashboardServer';
import { fixDashboardClock, renderDashboard } from './testing/renderDashboard';

preloadPage(() => import('./index'));
fixDashboardClock();

const goalField = () => screen.getByRole('spinbutton', { name: /Fundraising goal/ });
const summary = () => screen.getByRole('group', { name: 'Your fundraising' });

describe('Editing the goal in place', () => {
  it('saves the goal through update-fundraiser-profile with the story unchanged, then shows it', async () => {
    const { server, container } = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit goal' }));
    expect(goalField()).toHaveValue(1000);
    expect(goalField()).toHaveFocus();
    await expectNoAxeViolations(container);
    await userEvent.clear(goalField());
    await userEvent.type(goalField(), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText('Your goal is now $1,500.')).toBeInTheDocument();
    const [sent] = server.sentTo('update-fundraiser-profile') as FormData[];
    expect(sent?.get('action')).toBe('update');
    expect(sent?.get('goal')).toBe('1500');
    expect(sent?.get('story')).toBe('I am running my first marathon for clean water.');
    expect(sent?.get('campaignId')).toBe('7');
    expect(sent?.get('fundraiserId')).toBe('2');
    expect(sent?.has('file')).toBe(false);
    expect(summary()).toHaveTextContent('raised of $1,500 goal');
    expect(screen.queryByRole('spinbutton', { name: /Fundraising goal/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit goal' })).toHaveFocus());
  });

  it('keeps the typed goal and shows the host message when the save fails', async () => {
    renderDashboard(dashboardAnswer(), {
      prepare: (server) =>
        server.refuse('update-fundraiser-profile', restError(400, 'invalid_goal', 'The goal must be at least 100.')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit goal' }));
    await userEvent.clear(goalField());
    await userEvent.type(goalField(), '2750');
    await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The goal must be at least 100.');
    expect(goalField()).toHaveValue(2750);
    expect(summary()).toHaveTextContent('raised of $1,000 goal');
  });

  it('checks the goal before sending', async () => {
    const { server } = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit goal' }));
    await userEvent.clear(goalField());
    await userEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText('Enter a fundraising goal')).toBeInTheDocument();
    expect(server.sentTo('update-fundraiser-profile')).toEqual([]);
  });

  it('Cancel closes the editor unsaved and returns focus to Edit goal', async () => {
    const { server } = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit goal' }));
    await userEvent.type(goalField(), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit goal' })).toHaveFocus();
    expect(summary()).toHaveTextContent('raised of $1,000 goal');
    expect(server.sentTo('update-fundraiser-profile')).toEqual([]);
  });
});

describe('Settings', () => {
  const settings = () => screen.getByRole('region', { name: 'Settings' });

  it('shows the saved settings and saves each switch as it is flipped', async () => {
    const { server } = renderDashboard();
    await screen.findByRole('region', { name: 'Settings' });
    const notify = within(settings()).getByRole('checkbox', { name: 'Email me for each gift' });
    const milestones = within(settings()).getByRole('checkbox', { name: 'Show my milestones on my page' });
    expect(notify).toBeChecked();
    expect(milestones).not.toBeChecked();
    await userEvent.click(milestones);
    expect(await within(settings()).findByText('Settings saved.')).toBeInTheDocument();
    expect(milestones).toBeChecked();
    await userEvent.click(notify);
    await waitFor(() => expect(server.sentTo('update-fundraiser-tools-settings')).toHaveLength(2));
    expect(server.sentTo('update-fundraiser-tools-settings')).toEqual([
      { campaignId: 7, show_milestones: true },
      { campaignId: 7, notify_of_donations: false },
    ]);
    await waitFor(() => expect(notify).not.toBeChecked());
  });

  it('puts a switch back and shows the host message when the save fails', async () => {
    renderDashboard(dashboardAnswer(), {
      prepare: (server) =>
        server.refuse('update-fundraiser-tools-settings', restError(404, 'no_fundraiser', 'No fundraiser page here.')),
    });
    await screen.findByRole('region', { name: 'Settings' });
    const milestones = within(settings()).getByRole('checkbox', { name: 'Show my milestones on my page' });
    await userEvent.click(milestones);
    expect(await within(settings()).findByRole('alert')).toHaveTextContent('No fundraiser page here.');
    expect(milestones).not.toBeChecked();
    expect(milestones).toBeEnabled();
  });
});
