import { configure, screen, waitFor, within } from '@testing-library/react';
import baseUserEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../tests/contract/fixtures';
import { wpError, type AdminAnswers } from './adminFetch';
import { adminFixture } from './fixtures';
import { renderAdmin } from './renderAdmin';

/*
 * Issue 24's "done when": the three admin lists against a server that answers only as the plugin does (the
 * contract fixtures of tests/contract, nothing of the reference host's additions).
 */

configure({ asyncUtilTimeout: 10_000 });
const userEvent = baseUserEvent.setup({ delay: null });

beforeAll(async () => {
  await Promise.all([
    import('../campaigns/CampaignsScreen'),
    import('../teams/TeamsScreen'),
    import('../fundraisers/FundraisersScreen'),
  ]);
});

const body = (name: string) => ({ body: fixture(name) });

function render(screenName: 'campaigns' | 'teams' | 'fundraisers', answers: AdminAnswers) {
  return renderAdmin(undefined, { admin: adminFixture(screenName), answers });
}

async function rowOf(name: string) {
  const cell = await screen.findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('the admin lists against the plugin’s own answers', () => {
  it('campaigns: rows, money with cents, and Duplicate with the empty (null) answer', async () => {
    const { calls } = render('campaigns', {
      'get-campaigns': body('get-campaigns'),
      'clone-campaign': body('clone-campaign'),
    });
    const row = await rowOf('Run for Clean Water');
    expect(row.getByText(/\$12/)).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Duplicate “Run for Clean Water”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Campaign duplicated.')).toBeInTheDocument();
    expect(calls('clone-campaign')[0]?.body).toEqual({ campaign_id: 12 });
  });

  it('teams: rows with the captain from team_captains, approve one per call, delete with the members', async () => {
    const { calls } = render('teams', {
      'get-teams': body('get-teams'),
      'update-team-approval': body('update-team-approval'),
      'get-delete-team-strategy': wpError(404, 'rest_no_route', 'No route was found matching the URL.'),
      'delete-team-strategy': body('delete-team-strategy'),
    });
    expect((await rowOf('Clean Water Crew')).getByText('Captain 3')).toBeInTheDocument();
    const pending = await rowOf('Team 4');
    expect(pending.getByText('Add Team Captain')).toBeInTheDocument();
    await userEvent.click(pending.getByRole('button', { name: 'Approve Team 4' }));
    expect(await screen.findByText('Team “Team 4” approved.')).toBeInTheDocument();
    expect(calls('update-team-approval').map((call) => call.body)).toEqual([{ team_id: '4', status: 'active' }]);

    await userEvent.click((await rowOf('Team 5')).getByRole('button', { name: 'Delete Team 5' }));
    const dialog = await screen.findByRole('dialog');
    const group = await within(dialog).findByRole('group', { name: /What happens/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['deleteMembers']);
    await userEvent.click(within(group).getByRole('radio'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'Team 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(calls('delete-team-strategy')).toHaveLength(1));
    expect(calls('delete-team-strategy')[0]?.body).toMatchObject({ team_id: 5 });
    // The plugin does not say how many: the row’s count (3) is reported.
    expect(await screen.findByText(/Team “Team 5” and its 3 members deleted/)).toBeInTheDocument();
  });

  it('fundraisers: rows with their team, the team filter from the teams map, deny one', async () => {
    const { calls } = render('fundraisers', {
      'get-team-fundraisers': body('get-team-fundraisers'),
      'update-fundraiser-approval': body('update-fundraiser-approval'),
    });
    expect((await rowOf('Carla Captain')).getByText('Clean Water Crew')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Team 5' })).toBeInTheDocument();
    await userEvent.click((await rowOf('Fundraiser 22')).getByRole('button', { name: /^Deny Fundraiser 22/ }));
    await waitFor(() =>
      expect(calls('update-fundraiser-approval')[0]?.body).toEqual({ fundraiser_id: '22', status: 'denied' }),
    );
  });

  it('fundraisers of a campaign without teams (teams: [])', async () => {
    render('fundraisers', { 'get-team-fundraisers': body('get-team-fundraisers.no-teams') });
    expect(await screen.findByText('Fundraiser 23')).toBeInTheDocument();
  });
});
