import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { campaignsAnswer, storyCampaigns } from '../campaigns/testing/campaignRows';
import { fundraisersAnswer, fundraiserRow } from '../fundraisers/testing/fundraiserRows';
import { fakeTeamsAnswers, sampleTeams } from '../teams/testing/fakeTeams';
import { adminFixture } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { ExportCsvLink } from './ExportCsv';

// The screens below are lazy chunks: the first render loads them, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await Promise.all([
    import('../teams/TeamsScreen'),
    import('../fundraisers/FundraisersScreen'),
    import('../campaigns/CampaignsScreen'),
  ]);
});

const CSV = { features: ['csv-export'] };
const PRETTY = 'https://site.test/wp-json/give-api/v2/p2p-campaigns/export-campaign-csv';

describe('ExportCsvLink', () => {
  it('with csv-export advertised: a download link named for what it exports, nonce in the query', async () => {
    const { container } = renderAdmin(<ExportCsvLink type="teams" />, {
      admin: adminFixture('teams', { config: CSV }),
    });
    const link = screen.getByRole('link', { name: 'Export CSV (all teams of this campaign)' });
    expect(link).toHaveAttribute('href', `${PRETTY}?campaignId=7&type=teams&_wpnonce=nonce-1`);
    expect(link).toHaveAttribute('download', 'campaign-7-teams.csv');
    expect(link).toHaveTextContent('Export CSV');
    await expectNoAxeViolations(container);
  });

  it('under plain permalinks the call joins rest_route and the query follows with &', () => {
    const admin = adminFixture('fundraisers', {
      config: { ...CSV, apiRoot: 'https://site.test/?rest_route=/give-api/v2/p2p-campaigns' },
    });
    renderAdmin(<ExportCsvLink type="fundraisers" />, { admin });
    expect(screen.getByRole('link', { name: 'Export CSV (all fundraisers of this campaign)' })).toHaveAttribute(
      'href',
      'https://site.test/?rest_route=/give-api/v2/p2p-campaigns/export-campaign-csv&campaignId=7&type=fundraisers&_wpnonce=nonce-1',
    );
  });

  it.each([
    ['no features', []],
    ['other features only', ['fundraiser-tools']],
  ])('without csv-export (%s): no link, nothing in its place', (_, features) => {
    const { container } = renderAdmin(<ExportCsvLink type="teams" />, {
      admin: adminFixture('teams', { config: { features } }),
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a[download]')).toBeNull();
  });
});

describe('the export links on the admin screens', () => {
  it('teams tab: Export CSV beside Create a team, only when advertised', async () => {
    const answers = fakeTeamsAnswers({ teams: sampleTeams() });
    const view = renderAdmin(undefined, { admin: adminFixture('teams', { config: CSV }), answers });
    const link = await screen.findByRole('link', { name: 'Export CSV (all teams of this campaign)' });
    expect(link).toHaveAttribute('href', `${PRETTY}?campaignId=7&type=teams&_wpnonce=nonce-1`);
    // The link is followed by the browser, never fetched by the app.
    expect(view.calls('export-campaign-csv')).toEqual([]);
    view.unmount();

    renderAdmin(undefined, { admin: adminFixture('teams'), answers: fakeTeamsAnswers({ teams: sampleTeams() }) });
    await screen.findByRole('link', { name: 'Create a team' });
    expect(screen.queryByRole('link', { name: /Export CSV/ })).toBeNull();
  });

  it('fundraisers tab: Export CSV for the fundraisers', async () => {
    renderAdmin(undefined, {
      admin: adminFixture('fundraisers', { config: CSV }),
      answers: { 'get-team-fundraisers': fundraisersAnswer([fundraiserRow(1)]) },
    });
    const link = await screen.findByRole('link', { name: 'Export CSV (all fundraisers of this campaign)' });
    expect(link).toHaveAttribute('href', `${PRETTY}?campaignId=7&type=fundraisers&_wpnonce=nonce-1`);
  });

  it("campaign list: each campaign's row actions offer its donations, only when advertised", async () => {
    const answers = { 'get-campaigns': campaignsAnswer(storyCampaigns) };
    const view = renderAdmin(undefined, { admin: adminFixture('campaigns', { config: CSV }), answers });
    const actions = await screen.findByRole('list', { name: 'Actions for “Run for Clean Water”' });
    const link = within(actions).getByRole('link', { name: 'Export donations of “Run for Clean Water” (CSV)' });
    expect(link).toHaveAttribute('href', `${PRETTY}?campaignId=1&type=donations&_wpnonce=nonce-1`);
    expect(link).toHaveAttribute('download', 'campaign-1-donations.csv');
    view.unmount();

    renderAdmin(undefined, { answers });
    const plain = await screen.findByRole('list', { name: 'Actions for “Run for Clean Water”' });
    expect(within(plain).queryByRole('link', { name: /Export/ })).toBeNull();
    // No empty list item is left where the action would be.
    expect([...plain.querySelectorAll('li')].every((item) => item.textContent !== '')).toBe(true);
  });
});
