import { describe, expect, it } from 'vitest';
import { compileTranslations } from '../../scripts/i18n-json.mjs';
import { HOSTILE_CAMPAIGN_ID, HOSTILE_TEAM_NAME, MORE_CAMPAIGNS } from '../db/seed-campaigns.ts';
import { Client, createTestHost, hostPerFile } from '../testing/harness.ts';

const { client: admin } = hostPerFile('admin@example.org');

interface ListBody<Row> {
  status: boolean;
  data: Row[];
  total: number;
  pages: number;
  statuses: Record<string, string>;
}

async function list<Row>(name: string, query: Record<string, string | number>): Promise<ListBody<Row>> {
  const res = await admin.api(name, { query });
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody<Row>;
}

async function errorOf(res: Response): Promise<{ status: number; code: string }> {
  const body = (await res.json()) as { code: string };
  return { status: res.status, code: body.code };
}

const LISTS: Array<[string, Record<string, string | number>]> = [
  ['get-campaigns', {}],
  ['get-teams', { campaign_id: 1 }],
  ['get-team-fundraisers', { campaign_id: 1 }],
];

describe('list parameters are whitelisted', () => {
  it.each(LISTS)('%s: a sort outside the whitelist → 400 (never SQL)', async (name, base) => {
    for (const sort of ['id; DROP TABLE teams', 'name DESC', 'captain', '(SELECT 1)']) {
      if (name === 'get-campaigns' && sort === 'name DESC') continue;
      expect(await errorOf(await admin.api(name, { query: { ...base, sort } }))).toEqual({
        status: 400,
        code: 'rest_invalid_param',
      });
    }
    // The tables are all still there.
    expect((await admin.api(name, { query: base })).status).toBe(200);
  });

  it.each(LISTS)('%s: status bogus, direction sideways, per_page 1000 or 0, page 0 → 400', async (name, base) => {
    const bads: Array<Record<string, string | number>> = [
      { status: 'bogus' },
      { direction: 'sideways' },
      { per_page: 1000 },
      { per_page: 0 },
      { per_page: '5; --' },
      { page: 0 },
      { page: 'two' },
    ];
    for (const bad of bads) {
      expect(await errorOf(await admin.api(name, { query: { ...base, ...bad } }))).toEqual({
        status: 400,
        code: 'rest_invalid_param',
      });
    }
  });

  it('direction is any case; empty status and "all" mean every status', async () => {
    const upper = await list<{ campaign_id: string }>('get-campaigns', { direction: 'ASC', per_page: 3 });
    expect(upper.data.map((c) => c.campaign_id)).toEqual(['1', '2', '3']);
    const all = await list('get-campaigns', { status: 'all' });
    const empty = await list('get-campaigns', { status: '' });
    expect(all.total).toBe(empty.total);
  });
});

describe('get-campaigns', () => {
  it('pages through more campaigns than one page holds, newest id first, with counts and statuses', async () => {
    const first = await list<Record<string, unknown>>('get-campaigns', {});
    expect(first.total).toBe(1 + MORE_CAMPAIGNS.length);
    expect(first.pages).toBe(2);
    expect(first.data).toHaveLength(10);
    expect(first.statuses).toEqual({ active: 'Active', inactive: 'Inactive', draft: 'Draft' });
    const second = await list<Record<string, unknown>>('get-campaigns', { page: 2 });
    const one = second.data.at(-1);
    // Section 7.1's row: the id as a string, money a number in currency units, approvals booleans.
    expect(one).toMatchObject({
      campaign_id: '1',
      campaign_title: 'Run for Clean Water',
      status: 'active',
      campaign_goal: 150_000,
      campaign_url: 'http://127.0.0.1:8080/campaigns/run-for-clean-water/',
      teams_total: 40,
      teams_pending: 4,
      hasTeamApprovals: true,
      hasFundraiserApprovals: true,
    });
    expect(typeof one?.campaign_amount_raised).toBe('number');
  });

  it('filters by status and sorts by title and goal', async () => {
    const drafts = await list<{ status: string }>('get-campaigns', { status: 'draft' });
    expect(drafts.total).toBe(MORE_CAMPAIGNS.filter((c) => c.status === 'draft').length);
    expect(drafts.data.every((c) => c.status === 'draft')).toBe(true);
    const byTitle = await list<{ campaign_title: string }>('get-campaigns', {
      sort: 'campaign_title',
      direction: 'asc',
      per_page: 100,
    });
    const titles = byTitle.data.map((c) => c.campaign_title);
    expect(titles).toHaveLength(byTitle.total);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byGoal = await list<{ campaign_goal: number }>('get-campaigns', { sort: 'campaign_goal', per_page: 1 });
    expect(byGoal.data[0]?.campaign_goal).toBe(2_500_000);
  });
});

describe('get-teams', () => {
  it('lists a campaign’s teams with captain, counts, status and absolute URLs; filters pending', async () => {
    const pending = await list<Record<string, unknown>>('get-teams', {
      campaign_id: 1,
      status: 'pending',
      sort: 'name',
    });
    expect(pending.total).toBe(4);
    expect(pending.statuses).toEqual({ active: 'Approved', pending: 'Pending Approval', denied: 'Denied' });
    expect(pending.data.every((r) => r.team_status === false && r.approval_status === 'pending')).toBe(true);
    const all = await list<Record<string, unknown>>('get-teams', {
      campaign_id: 1,
      sort: 'date_created',
      direction: 'asc',
      per_page: 1,
    });
    expect(all.data[0]).toMatchObject({
      team_id: '1',
      team_name: 'Clean Water Crew',
      team_status: true,
      approval_status: 'active',
      access: 'public',
      team_url: 'http://127.0.0.1:8080/campaigns/run-for-clean-water/team/1/',
      team_captains: [{ id: '1', user_id: '2', name: 'Carla Captain', avatar: '' }],
    });
    expect(all.data[0]?.date_created).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(all.total).toBe(40);
    expect(all.pages).toBe(40);
  });

  it('searches names literally (LIKE wildcards escaped)', async () => {
    expect((await list('get-teams', { campaign_id: 1, search: '%' })).total).toBe(0);
    expect((await list('get-teams', { campaign_id: 1, search: '_' })).total).toBe(0);
    const crew = await list<{ team_name: string }>('get-teams', { campaign_id: 1, search: 'clean water' });
    expect(crew.data.map((r) => r.team_name)).toEqual(['Clean Water Crew']);
  });

  it('shows a team without a captain and a hostile name as data', async () => {
    const rows = await list<{ team_name: string; team_captains: unknown[]; approval_status: string }>('get-teams', {
      campaign_id: HOSTILE_CAMPAIGN_ID,
      per_page: 100,
    });
    expect(rows.data.map((r) => r.team_name)).toContain(HOSTILE_TEAM_NAME);
    expect(rows.data.some((r) => r.team_captains.length === 0)).toBe(true);
    expect(rows.data.some((r) => r.approval_status === 'denied')).toBe(true);
  });

  it('an unknown campaign → 404', async () => {
    expect((await admin.api('get-teams', { query: { campaign_id: 999 } })).status).toBe(404);
  });
});

describe('get-team-fundraisers', () => {
  it('filters by team (id, none) and status, and returns the campaign’s teams', async () => {
    const team1 = await list<{ team_id: string; is_captain: boolean; fundraiser_name: string }>(
      'get-team-fundraisers',
      {
        campaign_id: 1,
        team_id: 1,
        per_page: 100,
      },
    );
    expect(team1.data.every((r) => r.team_id === '1')).toBe(true);
    expect(team1.data.find((r) => r.is_captain)?.fundraiser_name).toBe('Carla Captain');
    // {"<id>": "<name>"} (section 7.3).
    const body = team1 as unknown as { teams: Record<string, string> };
    expect(Object.keys(body.teams)).toHaveLength(40);
    expect(body.teams['1']).toBe('Clean Water Crew');
    const none = await list<{ team_id: string }>('get-team-fundraisers', {
      campaign_id: 1,
      team_id: 'none',
      per_page: 100,
    });
    expect(none.total).toBeGreaterThan(0);
    expect(none.data.every((r) => r.team_id === '')).toBe(true);
    const pending = await list<{ status: string }>('get-team-fundraisers', { campaign_id: 1, status: 'pending' });
    // Three of the generated fundraisers, Pat Pending, and team 1's waiting member (db/seed-tools.ts).
    expect(pending.total).toBe(5);
  });

  it('searches name or email, and sorts by amount raised', async () => {
    const byEmail = await list<{ fundraiser_name: string; email: string }>('get-team-fundraisers', {
      campaign_id: 1,
      search: 'pending@example',
    });
    expect(byEmail.data.map((r) => r.fundraiser_name)).toEqual(['Pat Pending']);
    const top = await list<{ amount_raised: number }>('get-team-fundraisers', {
      campaign_id: 1,
      sort: 'amount_raised',
      per_page: 5,
    });
    const amounts = top.data.map((r) => r.amount_raised);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('a team of another campaign → 404; a malformed team filter → 400', async () => {
    const other = await list<{ team_id: string }>('get-teams', { campaign_id: 2, per_page: 1 });
    const foreign = other.data[0]?.team_id ?? '0';
    expect((await admin.api('get-team-fundraisers', { query: { campaign_id: 1, team_id: foreign } })).status).toBe(404);
    expect((await admin.api('get-team-fundraisers', { query: { campaign_id: 1, team_id: 'x' } })).status).toBe(400);
  });
});

describe('status labels in the site language', () => {
  it('sends the statuses as the plugin prints them with _x() on a Hebrew or German site', async () => {
    compileTranslations();
    for (const [locale, campaign, approval] of [
      ['he_IL', 'פעיל', 'מאושר'],
      ['de_DE', 'Aktiv', 'Freigegeben'],
    ] as const) {
      const localized = await createTestHost({ locale });
      try {
        const client = new Client(localized);
        await client.login('admin@example.org');
        const campaigns = (await (await client.api('get-campaigns', { query: {} })).json()) as ListBody<unknown>;
        expect(campaigns.statuses.active).toBe(campaign);
        const teams = (await (
          await client.api('get-teams', { query: { campaign_id: 1 } })
        ).json()) as ListBody<unknown>;
        expect(teams.statuses.active).toBe(approval);
      } finally {
        localized.close();
      }
    }
  });
});
