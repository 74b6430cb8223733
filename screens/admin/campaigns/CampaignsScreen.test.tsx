import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import type { AdminRequest } from '../testing/adminFetch';
import { wpError } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { preloadPage } from '../../app/testing/renderApp';
import { renderAdmin } from '../testing/renderAdmin';
import { campaignRow, campaignsAnswer, storyCampaigns } from './testing/campaignRows';

const WAIT = { timeout: 5000 };
const list = campaignsAnswer(storyCampaigns, { total: 24, pages: 3 });

function lastQuery(calls: (name: string) => AdminRequest[]) {
  return calls('get-campaigns').at(-1)?.query;
}

preloadPage(() => import('./CampaignsScreen'));

describe('CampaignsScreen', () => {
  it('has no axe violations', { timeout: 20_000 }, async () => {
    renderAdmin(undefined, { answers: { 'get-campaigns': list } });
    await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    await expectNoAxeViolations(document.body);
  });

  it('shows each campaign with its goal progress, counts, links and status', async () => {
    renderAdmin(undefined, { answers: { 'get-campaigns': list } });
    const edit = 'https://site.test/wp-admin/admin.php?page=p2p-edit-campaign&id=1';
    const title = await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    expect(title).toHaveAttribute('href', edit);
    const row = title.closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('$12,500 of $50,000 goal')).toBeInTheDocument();
    expect(cells.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    const counts = [
      ['1 Team', `${edit}&tab=teams`],
      ['1 Pending approval', `${edit}&tab=teams&status=pending`],
      ['3 Fundraisers', `${edit}&tab=fundraisers`],
    ] as const;
    for (const [name, href] of counts) expect(cells.getByRole('link', { name })).toHaveAttribute('href', href);
    // The row actions of every admin list (RowActions): a named list, View says it opens a new tab.
    const actions = cells.getByRole('list', { name: 'Actions for “Run for Clean Water”' });
    const view = within(actions).getByRole('link', { name: 'View “Run for Clean Water”' });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAccessibleDescription('Opens in a new tab');
    expect(view).toHaveAttribute('href', 'https://site.test/campaigns/campaign-1/');
    expect(within(actions).getByRole('link', { name: 'Edit “Run for Clean Water”' })).toHaveAttribute('href', edit);
    expect(within(actions).getByRole('button', { name: 'Duplicate “Run for Clean Water”' })).toBeInTheDocument();
    // The filter bar of every admin list (Toolbar): a named region holding the status filter.
    expect(screen.getByLabelText('Status').closest('section')).toHaveAttribute('aria-label', 'Filter campaigns');
    // The status as the teams and fundraisers lists show theirs (StatusBadge).
    expect(cells.getByText('Active')).toHaveAttribute('data-status', 'active');
    // Fundraiser approvals on for campaign 2 only: its pending link uses show=pending.
    const second = screen.getByRole('link', { name: /^A very long campaign title/ }).closest('tr');
    if (!second) throw new Error('no row');
    expect(within(second).getByRole('link', { name: '4 Pending approval' })).toHaveAttribute(
      'href',
      'https://site.test/wp-admin/admin.php?page=p2p-edit-campaign&id=2&tab=fundraisers&show=pending',
    );
  });

  it('links pending approvals only when something waits', async () => {
    renderAdmin(undefined, {
      answers: {
        'get-campaigns': campaignsAnswer([
          campaignRow(1, {
            team_approvals: true,
            teams_pending: 0,
            fundraiser_approvals: true,
            fundraisers_pending: 2,
          }),
        ]),
      },
    });
    const row = (await screen.findByRole('link', { name: /^\d+ Teams?$/ }, WAIT)).closest('tr');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('link', { name: /Pending approval/ })
        .map((link) => link.textContent),
    ).toEqual(['2 Pending approval']);
  });

  it('formats money with the site currency settings', async () => {
    renderAdmin(undefined, {
      admin: adminFixture('campaigns', {
        config: { currencySymbol: '€', currencyPosition: 'after', thousandsSeparator: '.', decimalSeparator: ',' },
      }),
      answers: { 'get-campaigns': campaignsAnswer([campaignRow(1, { campaign_goal: 1250000, amount_raised: 2500 })]) },
    });
    expect(await screen.findByText('2.500 € of 1.250.000 € goal', {}, WAIT)).toBeInTheDocument();
  });

  it('sends the status filter on the wire, keeps it in the hash and resets it', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderAdmin(undefined, { answers: { 'get-campaigns': list } });
    await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '10' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Active', 'Inactive', 'Draft']);
    await user.selectOptions(status, 'draft');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', per_page: '10', status: 'draft' }));
    expect(location.history.at(-1)).toBe('/?status=draft');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(status).toHaveValue('all');
  });

  it('sorts on the server: title descending, then ascending, back to page 1', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderAdmin(undefined, { path: '/?page=2', answers: { 'get-campaigns': list } });
    await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    expect(lastQuery(calls)).toMatchObject({ page: '2' });
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ page: '1', per_page: '10', sort: 'campaign_title', direction: 'desc' }),
    );
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'campaign_title', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Goal/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'campaign_goal', direction: 'desc' }));
    expect(location.history.at(-1)).toBe('/?sort=campaign_goal&direction=desc');
  });

  it('restores filter, sort and page from the hash query (a reload)', async () => {
    const { calls } = renderAdmin(undefined, {
      path: '/?status=inactive&sort=campaign_goal&direction=ASC&page=3',
      answers: { 'get-campaigns': list },
    });
    await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    expect(calls('get-campaigns')).toHaveLength(1);
    expect(lastQuery(calls)).toEqual({
      page: '3',
      per_page: '10',
      status: 'inactive',
      sort: 'campaign_goal',
      direction: 'asc',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('drops hash values the server would refuse', async () => {
    const { calls } = renderAdmin(undefined, {
      path: '/?status=deleted&sort=id;drop&page=-2',
      answers: { 'get-campaigns': list },
    });
    await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '10' });
  });

  it('pages through the list and hides pagination for a single page', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderAdmin(undefined, { answers: { 'get-campaigns': list } });
    await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '2' }));
    expect(location.history.at(-1)).toBe('/?page=2');
  });

  it('hides pagination when everything fits on one page', async () => {
    renderAdmin(undefined, { answers: { 'get-campaigns': campaignsAnswer(storyCampaigns) } });
    await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    expect(screen.queryByRole('navigation', { name: 'Campaign pages' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a link to create a campaign', async () => {
    renderAdmin(undefined, { answers: { 'get-campaigns': campaignsAnswer([]) } });
    expect(await screen.findByText('Ready to start fundraising?', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute(
      'href',
      'https://site.test/wp-admin/admin.php?page=p2p-add-campaign',
    );
  });

  it('shows a load failure with the server message and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = renderAdmin(undefined, {
      answers: {
        'get-campaigns': () => (fail ? wpError(500, 'db_error', 'The database is not answering.') : list),
      },
    });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('The database is not answering.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Run for Clean Water' }, WAIT)).toBeInTheDocument();
    expect(calls('get-campaigns')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('duplicates a campaign after confirmation and says so with a link to the copy', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(undefined, {
      answers: {
        'get-campaigns': list,
        'clone-campaign': { body: { status: true, campaign_id: 15, title: 'Run for Clean Water (copy)' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate “Run for Clean Water”' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate campaign' });
    expect(calls('clone-campaign')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    const flash = await screen.findByTestId('admin-flash', {}, WAIT);
    expect(flash).toHaveTextContent('Campaign duplicated.');
    expect(within(flash).getByRole('link', { name: 'Edit Run for Clean Water (copy)' })).toHaveAttribute(
      'href',
      'https://site.test/wp-admin/admin.php?page=p2p-edit-campaign&id=15',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('clone-campaign')[0]?.body).toEqual({ campaign_id: 1 });
    expect(calls('clone-campaign')[0]?.method).toBe('POST');
    // The list is read again, so the copy shows.
    await waitFor(() => expect(calls('get-campaigns')).toHaveLength(2));
    await waitFor(() => expect(flash).toHaveFocus());
  });

  it('shows a failed duplication inside the dialog and keeps it open; Cancel returns focus to the row', async () => {
    const user = userEvent.setup();
    renderAdmin(undefined, {
      answers: {
        'get-campaigns': list,
        'clone-campaign': wpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.'),
      },
    });
    const opener = await screen.findByRole('button', { name: 'Duplicate “Run for Clean Water”' }, WAIT);
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, you are not allowed to do that.');
    expect(screen.queryByTestId('admin-flash')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // Opened again: a fresh question, not the last try's failure.
    await user.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Duplicate campaign' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Duplicate' })).toBeEnabled();
  });
});
