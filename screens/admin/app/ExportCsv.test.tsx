import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { campaignsAnswer, storyCampaigns } from '../campaigns/testing/campaignRows';
import { fundraisersAnswer, fundraiserRow } from '../fundraisers/testing/fundraiserRows';
import { fakeTeamsAnswers, sampleTeams } from '../teams/testing/fakeTeams';
import { type AdminAnswer, type AdminRequest, wpError } from '../testing/adminFetch';
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
    // Nothing is fetched until the link is pressed.
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

const BYTES = '\uFEFFID,Name\r\n1,Clean Water Crew\r\n';
const csvAnswer = (fileName?: string): AdminAnswer => ({
  text: BYTES,
  contentType: 'text/csv; charset=utf-8',
  headers: fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {},
});
const RENEWAL = 'https://site.test/wp-admin/admin-ajax.php?action=rest-nonce';
const expired = wpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');

describe('pressing an export link', () => {
  /** The files handed to the browser's download: what the temporary link named and the blob behind its URL. */
  let saved: Array<{ name: string; blob: Blob | MediaSource }>;
  let revoked: string[];
  let restore: Array<() => void> = [];

  /** Replaces a static of URL for one test (jsdom's object URLs do not download anything). */
  function stubUrl<K extends 'createObjectURL' | 'revokeObjectURL'>(key: K, value: (typeof URL)[K]): void {
    const had = Object.getOwnPropertyDescriptor(URL, key);
    Object.defineProperty(URL, key, { value, configurable: true, writable: true });
    restore.push(() => (had ? Object.defineProperty(URL, key, had) : Reflect.deleteProperty(URL, key)));
  }

  beforeEach(() => {
    saved = [];
    revoked = [];
    // Record what would be saved instead. (Not `instanceof Blob`: fetch's Blob is Node's, not jsdom's.)
    const blobs = new Map<string, Blob | MediaSource>();
    stubUrl('createObjectURL', (blob: Blob | MediaSource) => {
      const url = `blob:https://site.test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    });
    stubUrl('revokeObjectURL', (url: string) => void revoked.push(url));
    const click = HTMLAnchorElement.prototype.click;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
      else click.call(this);
    });
  });
  afterEach(() => {
    for (const undo of restore) undo();
    restore = [];
  });

  const teamsLink = () => screen.getByRole('link', { name: /^Export CSV \(all teams of this campaign\)/ });

  it('saves the CSV as the host sent it, under the name of its Content-Disposition; the page stays as it was', async () => {
    const user = userEvent.setup();
    const view = renderAdmin(<ExportCsvLink type="teams" />, {
      admin: adminFixture('teams', { config: CSV }),
      answers: { 'export-campaign-csv': csvAnswer('teams-of-7.csv') },
    });
    await user.click(teamsLink());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('teams-of-7.csv');
    const blob = saved[0]?.blob;
    // The bytes as the host sent them, byte order mark included.
    expect(blob && 'arrayBuffer' in blob ? [...new Uint8Array(await blob.arrayBuffer())] : null).toEqual([
      ...new TextEncoder().encode(BYTES),
    ]);
    const [request] = view.calls('export-campaign-csv');
    expect(request?.query).toEqual({ campaignId: '7', type: 'teams' });
    await waitFor(() => expect(teamsLink()).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).toBeNull();
    // The temporary link is gone; its URL is let go once the browser has had time to read it.
    expect(document.querySelectorAll('a[download]')).toHaveLength(1);
    expect(revoked).toEqual([]);
  });

  it('names the file from exportCsvFileName when the host sends no Content-Disposition; Enter works as a click', async () => {
    const user = userEvent.setup();
    renderAdmin(<ExportCsvLink type="teams" />, {
      admin: adminFixture('teams', { config: CSV }),
      answers: { 'export-campaign-csv': csvAnswer() },
    });
    teamsLink().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['campaign-7-teams.csv']));
    expect(teamsLink()).toHaveFocus();
  });

  it('an expired nonce is renewed and the second try saves the file; the header carries the fresh nonce', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const view = renderAdmin(<ExportCsvLink type="teams" />, {
      admin: adminFixture('teams', { config: { ...CSV, nonceRenewalUrl: RENEWAL } }),
      answers: {
        'admin-ajax.php': { text: 'fresh12345', contentType: 'text/plain' },
        'export-campaign-csv': (request: AdminRequest) => {
          const nonce = request.headers.get('X-WP-Nonce') ?? '';
          sent.push(nonce);
          return nonce === 'fresh12345' ? csvAnswer('campaign-7-teams.csv') : expired;
        },
      },
    });
    await user.click(teamsLink());
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['campaign-7-teams.csv']));
    expect(sent).toEqual(['nonce-1', 'fresh12345']);
    expect(view.requests.map((request) => request.name)).toEqual([
      'export-campaign-csv',
      'admin-ajax.php',
      'export-campaign-csv',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'an unknown campaign',
      wpError(404, 'unknown_campaign', 'This campaign does not exist.'),
      'This campaign does not exist.',
    ],
    [
      'a user who is not an administrator',
      wpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.'),
      'Sorry, you are not allowed to do that.',
    ],
    ['a 200 that is not CSV', { body: { rows: [] } }, 'The server sent an answer this page could not read.'],
  ])(
    'a refusal (%s) shows its message in the flash Notice, saves nothing and leaves focus on the link',
    async (_, answer, message) => {
      const user = userEvent.setup();
      // The whole teams screen: its flash Notice is where the admin screens report a failed action.
      const { container } = renderAdmin(undefined, {
        admin: adminFixture('teams', { config: CSV }),
        answers: { ...fakeTeamsAnswers({ teams: sampleTeams() }), 'export-campaign-csv': answer },
      });
      await user.click(await screen.findByRole('link', { name: /^Export CSV \(all teams/ }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`The CSV file could not be downloaded. ${message}`);
      expect(saved).toEqual([]);
      expect(teamsLink()).toHaveFocus();
      expect(teamsLink()).not.toHaveAttribute('aria-busy');
      await expectNoAxeViolations(container);
    },
  );

  it('a new press takes down the refusal it reported; the file then arrives', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin(undefined, {
      admin: adminFixture('teams', { config: CSV }),
      answers: {
        ...fakeTeamsAnswers({ teams: sampleTeams() }),
        'export-campaign-csv': () => {
          calls += 1;
          return calls === 1 ? wpError(500, 'db_down', 'The database is busy.') : csvAnswer('campaign-7-teams.csv');
        },
      },
    });
    await user.click(await screen.findByRole('link', { name: /^Export CSV \(all teams/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    await user.click(teamsLink());
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['campaign-7-teams.csv']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while it downloads: busy, a spinner, further presses ignored', async () => {
    const user = userEvent.setup();
    const view = renderAdmin(<ExportCsvLink type="teams" />, {
      admin: adminFixture('teams', { config: CSV }),
      answers: {
        'export-campaign-csv': () => ({ pending: true }),
      },
    });
    await user.click(teamsLink());
    expect(teamsLink()).toHaveAttribute('aria-busy', 'true');
    expect(within(teamsLink()).getByRole('status', { name: 'Downloading…' })).toBeInTheDocument();
    await user.click(teamsLink());
    await user.keyboard('{Enter}');
    expect(view.calls('export-campaign-csv')).toHaveLength(1);
    expect(saved).toEqual([]);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a press with %s is left to the browser (new tab, save link as): nothing fetched', (_, init) => {
    const view = renderAdmin(<ExportCsvLink type="teams" />, { admin: adminFixture('teams', { config: CSV }) });
    const notPrevented = fireEvent.click(teamsLink(), init);
    expect(notPrevented).toBe(true);
    expect(view.calls('export-campaign-csv')).toEqual([]);
  });

  it('Export donations on the campaign list downloads that campaign’s donations', async () => {
    const user = userEvent.setup();
    const view = renderAdmin(undefined, {
      admin: adminFixture('campaigns', { config: CSV }),
      answers: {
        'get-campaigns': campaignsAnswer(storyCampaigns),
        'export-campaign-csv': csvAnswer('campaign-1-donations.csv'),
      },
    });
    const link = await screen.findByRole('link', { name: 'Export donations of “Run for Clean Water” (CSV)' });
    await user.click(link);
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['campaign-1-donations.csv']));
    expect(view.calls('export-campaign-csv')[0]?.query).toEqual({ campaignId: '1', type: 'donations' });
    expect(link).toHaveFocus();
  });
});
