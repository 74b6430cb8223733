import { screen, within } from '@testing-library/react';
import { adminFixture } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';
import { fakeTeam, fakeTeamsAnswers } from './fakeTeams';

/**
 * The teams list with one team whose amounts and counts all need digit grouping (1,234 members, 1,500 pending,
 * 312,500 of 1,250,000), rendered in the given site's money format; resolves to that team's row. The locale tests
 * (admin and right-to-left isolation) read their formats off this one row.
 */
export async function renderCrewRow(config: Parameters<typeof adminFixture>[1] = {}): Promise<HTMLElement> {
  const teams = [
    fakeTeam(1, {
      team_name: 'Clean Water Crew',
      team_goal: 1_250_000,
      amount_raised: 312_500,
      fundraisers_total: 1234,
      fundraisers_pending: 1500,
    }),
  ];
  renderAdmin(undefined, {
    admin: adminFixture('teams', { ...config, campaign: { fundraiser_approvals: true } }),
    answers: fakeTeamsAnswers({ teams }),
  });
  const cell = await within(await screen.findByRole('table', { name: 'Teams' })).findByText('Clean Water Crew');
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return row;
}
