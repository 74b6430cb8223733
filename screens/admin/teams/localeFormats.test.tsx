import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixture } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { fakeTeam, fakeTeamsAnswers } from './testing/fakeTeams';

configure({ asyncUtilTimeout: 10_000 });
beforeAll(async () => {
  await import('./TeamsScreen');
});

/** window.GiveP2P of a German site: euro after the amount, dot groups, decimal comma. */
const GERMAN_SITE = {
  locale: 'de_DE',
  currencySymbol: '€',
  currencyPosition: 'after',
  thousandsSeparator: '.',
  decimalSeparator: ',',
} as const;

async function crewRow(config: Parameters<typeof adminFixture>[1] = {}) {
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

describe('teams list in the site locale', { timeout: 15_000 }, () => {
  it('en_US: $ before, comma groups', async () => {
    const row = await crewRow();
    expect(within(row).getByText('$312,500 of $1,250,000')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1,234 Members' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1,500 Pending approval' })).toBeInTheDocument();
  });

  it('de_DE: amounts with the euro after, counts with dot groups', async () => {
    const row = await crewRow({ config: GERMAN_SITE });
    expect(within(row).getByText('312.500 € of 1.250.000 €')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1.234 Members' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1.500 Pending approval' })).toBeInTheDocument();
  });
});
