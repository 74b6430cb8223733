import { fixture } from '../../../tests/contract/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { wpError, type AdminAnswers, type AdminRequest } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import FundraisersScreen from './FundraisersScreen';
import { fundraisersAnswer, storyFundraisers } from './testing/fundraiserRows';

const admin = adminFixture('fundraisers');
const list = fundraisersAnswer(storyFundraisers, { total: 25, pages: 3 });

function renderList(answers: AdminAnswers = {}, options: { path?: string; pageQuery?: string } = {}) {
  return renderAdmin(<FundraisersScreen />, {
    admin,
    path: options.path ?? '/',
    pageQuery: options.pageQuery ?? '',
    answers: { 'get-team-fundraisers': list, ...answers },
  });
}

const row = (name: string | RegExp) => {
  const cell = screen.getByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
};

const lastQuery = (calls: (name: string) => AdminRequest[]) => calls('get-team-fundraisers').at(-1)?.query;

describe('fundraisers list', () => {
  it('asks for the first page of the campaign and shows each fundraiser', async () => {
    const { calls, container } = renderList();
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ campaign_id: '7', page: '1', per_page: '10' });
    const ann = row('Ann Lee');
    expect(ann.getByText('ann@example.org')).toBeInTheDocument();
    expect(ann.getByText('$1,250,000')).toBeInTheDocument();
    expect(ann.getByText('Captain')).toBeInTheDocument();
    expect(ann.getByRole('link', { name: /^Edit Ann Lee/ })).toHaveAttribute('href', '/edit-fundraiser-1');
    const view = ann.getByRole('link', { name: /^View Ann Lee/ });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAccessibleName(/opens in a new tab/);
    expect(row('Cara Diaz').getByText('No team')).toBeInTheDocument();
    expect(screen.getByText('25 fundraisers')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: /Fundraiser pages/ })).toHaveLength(2);
    await expectNoAxeViolations(container);
  }, 20_000);

  it('formats goals and the total in the site locale (de_DE: euro after, dot groups)', async () => {
    renderAdmin(<FundraisersScreen />, {
      admin: adminFixture('fundraisers', {
        config: {
          locale: 'de_DE',
          currencySymbol: '€',
          currencyPosition: 'after',
          thousandsSeparator: '.',
          decimalSeparator: ',',
        },
      }),
      path: '/',
      pageQuery: '',
      answers: { 'get-team-fundraisers': fundraisersAnswer(storyFundraisers, { total: 1234, pages: 124 }) },
    });
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(row('Ann Lee').getByText('1.250.000 €')).toBeInTheDocument();
    expect(screen.getByText('1.234 fundraisers')).toBeInTheDocument();
  });

  it('renders hostile names and emails as text', async () => {
    const { container } = renderList();
    expect(await screen.findByText('<img src=x onerror=alert(1)> Eve')).toBeInTheDocument();
    expect(screen.getByText('"><script>x</script>@example.org')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('starts from the page URL team and show=pending, and keeps every change in the hash', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderList(
      {},
      { pageQuery: 'page=p2p-edit-campaign&id=7&tab=fundraisers&team=3&show=pending' },
    );
    await screen.findByText('Ann Lee');
    expect(lastQuery(calls)).toMatchObject({ team_id: '3', status: 'pending' });
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'none');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ team_id: 'none', status: 'pending', page: '1' }));
    expect(location.history.at(-1)).toBe('/?team=none&status=pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(lastQuery(calls)).not.toHaveProperty('status'));

    await user.type(screen.getByRole('searchbox', { name: 'Search fundraisers' }), 'ann{Enter}');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'ann' }));

    await user.click(screen.getByRole('button', { name: /^Goal/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'goal', direction: 'desc' }));
    await user.click(screen.getByRole('button', { name: /^Team/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'team_id', direction: 'desc' }));
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'status', direction: 'desc' }));
    expect(location.history.at(-1)).toBe('/?team=none&status=all&search=ann&sort=status&direction=desc');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ campaign_id: '7', page: '1', per_page: '10' }));
  }, 30_000);

  it('reads the whole state from the hash on reload', async () => {
    const { calls } = renderList(
      {},
      { path: '/?team=4&status=denied&search=dev&sort=amount_raised&direction=asc&page=2' },
    );
    await screen.findByText('Ann Lee');
    expect(lastQuery(calls)).toEqual({
      campaign_id: '7',
      team_id: '4',
      status: 'denied',
      search: 'dev',
      sort: 'amount_raised',
      direction: 'asc',
      page: '2',
      per_page: '10',
    });
    expect(screen.getByRole('columnheader', { name: /Raised/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages through the list', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderList();
    await screen.findByText('Ann Lee');
    const [pages] = screen.getAllByRole('navigation', { name: /Fundraiser pages/ });
    if (!pages) throw new Error('no pagination');
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '2' }));
    expect(location.history.at(-1)).toBe('/?page=2');
  });

  it('approves and denies a pending fundraiser, then reads the list again', async () => {
    const user = userEvent.setup();
    const { calls } = renderList({ 'update-fundraiser-approval': { body: fixture('update-fundraiser-approval') } });
    await screen.findByText('Ann Lee');
    expect(row('Ann Lee').queryByRole('button', { name: /^Approve/ })).toBeNull();
    const reads = calls('get-team-fundraisers').length;
    await user.click(row('Ben Ode').getByRole('button', { name: /^Approve Ben Ode/ }));
    expect(await screen.findByText('Fundraiser “Ben Ode” approved.')).toBeInTheDocument();
    expect(calls('update-fundraiser-approval')[0]?.body).toEqual({ fundraiser_id: '2', status: 'active' });
    await waitFor(() => expect(calls('get-team-fundraisers').length).toBeGreaterThan(reads));
    await user.click(row('Cara Diaz').getByRole('button', { name: /^Deny Cara Diaz/ }));
    await waitFor(() =>
      expect(calls('update-fundraiser-approval')[1]?.body).toEqual({ fundraiser_id: '3', status: 'denied' }),
    );
  });

  it('shows the server message when an approval fails', async () => {
    const user = userEvent.setup();
    renderList({
      'update-fundraiser-approval': wpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.'),
    });
    await screen.findByText('Ann Lee');
    await user.click(row('Ben Ode').getByRole('button', { name: /^Approve Ben Ode/ }));
    expect(await screen.findByText('Sorry, you are not allowed to do that.')).toBeInTheDocument();
  });

  it('approves the selected fundraisers, one request each (section 7.8)', async () => {
    const user = userEvent.setup();
    const { calls } = renderList({ 'update-fundraiser-approval': { body: fixture('update-fundraiser-approval') } });
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('checkbox', { name: 'Select Ann Lee' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Ode' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cara Diaz' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('2 fundraisers approved.')).toBeInTheDocument();
    expect(calls('update-fundraiser-approval').map((call) => call.body)).toEqual([
      { fundraiser_id: '2', status: 'active' },
      { fundraiser_id: '3', status: 'active' },
    ]);
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });

  it('denies the selected fundraisers, one denied call each (section 7.8)', async () => {
    const user = userEvent.setup();
    const { calls } = renderList({ 'update-fundraiser-approval': { body: fixture('update-fundraiser-approval') } });
    await screen.findByText('Ann Lee');
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Ode' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cara Diaz' }));
    await user.click(screen.getByRole('button', { name: 'Deny selected' }));
    expect(await screen.findByText('2 fundraisers denied.')).toBeInTheDocument();
    expect(calls('update-fundraiser-approval').map((call) => call.body)).toEqual([
      { fundraiser_id: '2', status: 'denied' },
      { fundraiser_id: '3', status: 'denied' },
    ]);
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });

  it('shows a loading state, then the empty state with a create link', async () => {
    renderList({ 'get-team-fundraisers': fundraisersAnswer([]) });
    expect(screen.getByText(/Loading fundraisers/)).toBeInTheDocument();
    expect(await screen.findByText('No fundraisers found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a fundraiser' }).at(-1)).toHaveAttribute(
      'href',
      '/create-wp-user',
    );
  });

  it('offers to clear a filter that matches nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderList({ 'get-team-fundraisers': fundraisersAnswer([]) }, { path: '/?search=zed' });
    expect(await screen.findByText('No fundraisers found for “zed”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all fundraisers' }));
    await waitFor(() => expect(lastQuery(calls)).not.toHaveProperty('search'));
  });

  it('shows a load failure with the server message and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = renderList({
      'get-team-fundraisers': () => (fail ? wpError(500, 'db_error', 'The database is not answering.') : list),
    });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(calls('get-team-fundraisers').length).toBeGreaterThanOrEqual(2);
  });
});

describe("fundraisers list: the host's list extras (window.GiveP2P.features 'list-extras')", () => {
  const extrasHash = '/?team=none&search=dev&sort=amount_raised&direction=asc&status=pending';

  it('with them: search, "No team" and the Raised sort are offered and sent', async () => {
    const { calls } = renderList({}, { path: extrasHash });
    await screen.findByText('Ann Lee');
    expect(lastQuery(calls)).toMatchObject({ team_id: 'none', search: 'dev', sort: 'amount_raised' });
    expect(screen.getByRole('searchbox', { name: 'Search fundraisers' })).toHaveValue('dev');
    expect(screen.getByRole('option', { name: 'No team' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Raised/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('without them (the plugin): none offered, and a hash asking for them is ignored, not sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<FundraisersScreen />, {
      admin: adminFixture('fundraisers', { config: { features: [] } }),
      path: extrasHash,
      answers: { 'get-team-fundraisers': list },
    });
    await screen.findByText('Ann Lee');
    expect(lastQuery(calls)).toEqual({ campaign_id: '7', status: 'pending', page: '1', per_page: '10' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('option', { name: 'No team' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('all');
    const raised = screen.getByRole('columnheader', { name: /Raised/ });
    expect(raised).not.toHaveAttribute('aria-sort');
    expect(within(raised).queryByRole('button')).toBeNull();
    // The other sorts still work.
    await user.click(within(screen.getByRole('columnheader', { name: /Goal/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'goal' }));
    expect(lastQuery(calls)).not.toHaveProperty('search');
    expect(lastQuery(calls)).not.toHaveProperty('team_id');
  });

  it('without them: no Denied filter (the plugin answers 400 to status=denied); a hash asking for it reads all', async () => {
    const { calls } = renderAdmin(<FundraisersScreen />, {
      admin: adminFixture('fundraisers', { config: { features: [] } }),
      path: '/?status=denied',
      answers: { 'get-team-fundraisers': list },
    });
    await screen.findByText('Ann Lee');
    expect(lastQuery(calls)).toEqual({ campaign_id: '7', page: '1', per_page: '10' });
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Denied');
  });
});
