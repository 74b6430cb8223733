import * as v from 'valibot';
import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { getCampaign } from '../model/campaign.ts';
import { callText, type SiteText } from '../i18n/siteText.ts';
import { adminRoute } from './admin-guard.ts';
import { adminId, fromCents, isoDate } from './admin-params.ts';
import { campaignIdParam } from './call.ts';
import { csvDocument, type CsvCell } from './csv.ts';
import { ApiError } from './errors.ts';
import { parseInput } from './validate.ts';

/*
 * GET export-campaign-csv (docs/fundraising-tools.md, "Admin call"): one campaign's teams, fundraisers or
 * donations as a CSV download. The header is in the site's language (people read it); the values are data
 * (status keys, ISO 8601 times in UTC, amounts in currency units with a '.'), so a sheet sorts and sums them.
 */

export const EXPORT_TYPES = ['teams', 'fundraisers', 'donations'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** ISO 8601 in UTC to the second (2026-11-28T17:05:00Z), as the extension's times: a sheet reads it as a date. */
const csvTime = (ms: number): string => isoDate(ms).replace(/\.\d{3}Z$/, 'Z');

interface Sheet {
  header: string[];
  rows: CsvCell[][];
}

/** A column: its header and how a row's cell reads. */
type Column<Row> = readonly [header: string, cell: (row: Row) => CsvCell];

/** The header and every row, from one list of columns (a header never drifts from its cells). */
function sheetOf<Row>(rows: Row[], columns: ReadonlyArray<Column<Row>>): Sheet {
  return { header: columns.map(([header]) => header), rows: rows.map((row) => columns.map(([, cell]) => cell(row))) };
}

function donationsSheet(db: Db, campaignId: number, text: SiteText): Sheet {
  const rows = stmt(
    db,
    `SELECT d.id, d.created_at, d.donor_name, d.amount_cents, t.name AS team, f.name AS fundraiser, d.message
     FROM donations d
     LEFT JOIN teams t ON t.id = d.team_id
     LEFT JOIN fundraisers f ON f.id = d.fundraiser_id
     WHERE d.campaign_id = ? ORDER BY d.created_at, d.id`,
  ).all(campaignId) as Array<{
    id: number;
    created_at: number;
    donor_name: string;
    amount_cents: number;
    team: string | null;
    fundraiser: string | null;
    message: string;
  }>;
  return sheetOf(rows, [
    [text._x('ID', 'CSV column'), (d) => d.id],
    [text._x('Date', 'CSV column'), (d) => csvTime(d.created_at)],
    [text._x('Donor', 'CSV column'), (d) => d.donor_name],
    [text._x('Amount', 'CSV column'), (d) => fromCents(d.amount_cents)],
    [text._x('Team', 'CSV column'), (d) => d.team ?? ''],
    [text._x('Fundraiser', 'CSV column'), (d) => d.fundraiser ?? ''],
    [text._x('Message', 'CSV column'), (d) => d.message],
  ]);
}

/** What a team's and a fundraiser's rows both have. */
interface PageRow {
  id: number;
  name: string;
  status: string;
  goal: number;
  created_at: number;
  raised_cents: number;
}

/** The columns a team's and a fundraiser's sheets share, written once so both read the same. */
function pageColumns(text: SiteText) {
  const column = (header: string, cell: (row: PageRow) => CsvCell): Column<PageRow> => [header, cell];
  return {
    id: column(text._x('ID', 'CSV column'), (row) => row.id),
    name: column(text._x('Name', 'CSV column'), (row) => row.name),
    status: column(text._x('Status', 'CSV column'), (row) => row.status),
    goal: column(text._x('Goal', 'CSV column'), (row) => row.goal),
    raised: column(text._x('Raised', 'CSV column'), (row) => fromCents(row.raised_cents)),
    created: column(text._x('Created', 'CSV column'), (row) => csvTime(row.created_at)),
  };
}

/** A team's captain is the captain's fundraiser name in the team, else the user's own name (as get-team). */
function teamsSheet(db: Db, campaignId: number, text: SiteText): Sheet {
  const rows = stmt(
    db,
    `SELECT t.id, t.name, t.status, t.goal, t.created_at,
       COALESCE(cf.name, TRIM(u.first_name || ' ' || u.last_name)) AS captain, u.email AS captain_email,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM donations d WHERE d.team_id = t.id) AS raised_cents,
       (SELECT COUNT(*) FROM fundraisers f WHERE f.team_id = t.id) AS members
     FROM teams t
     LEFT JOIN users u ON u.id = t.captain_user_id
     LEFT JOIN fundraisers cf ON cf.team_id = t.id AND cf.user_id = t.captain_user_id
     WHERE t.campaign_id = ? ORDER BY t.id`,
  ).all(campaignId) as Array<PageRow & { captain: string | null; captain_email: string | null; members: number }>;
  type Row = (typeof rows)[number];
  const captain: Column<Row> = [text._x('Captain', 'CSV column'), (t) => t.captain ?? ''];
  const captainEmail: Column<Row> = [text._x('Captain email', 'CSV column'), (t) => t.captain_email ?? ''];
  const members: Column<Row> = [text._x('Members', 'CSV column'), (t) => t.members];
  const { id, name, status, goal, raised, created } = pageColumns(text);
  return sheetOf(rows, [id, name, status, captain, captainEmail, goal, raised, members, created]);
}

function fundraisersSheet(db: Db, campaignId: number, text: SiteText): Sheet {
  const rows = stmt(
    db,
    `SELECT f.id, f.name, u.email, t.name AS team, f.status, f.goal, f.created_at,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM donations d WHERE d.fundraiser_id = f.id) AS raised_cents,
       (SELECT COUNT(*) FROM donations d WHERE d.fundraiser_id = f.id) AS donations
     FROM fundraisers f
     JOIN users u ON u.id = f.user_id
     LEFT JOIN teams t ON t.id = f.team_id
     WHERE f.campaign_id = ? ORDER BY f.id`,
  ).all(campaignId) as Array<PageRow & { email: string; team: string | null; donations: number }>;
  type Row = (typeof rows)[number];
  const email: Column<Row> = [text._x('Email', 'CSV column'), (f) => f.email];
  const team: Column<Row> = [text._x('Team', 'CSV column'), (f) => f.team ?? ''];
  const donations: Column<Row> = [text._x('Donations', 'CSV column'), (f) => f.donations];
  const { id, name, status, goal, raised, created } = pageColumns(text);
  return sheetOf(rows, [id, name, email, team, status, goal, raised, donations, created]);
}

const SHEETS: Record<ExportType, (db: Db, campaignId: number, text: SiteText) => Sheet> = {
  teams: teamsSheet,
  fundraisers: fundraisersSheet,
  donations: donationsSheet,
};

const isExportType = (value: unknown): value is ExportType =>
  typeof value === 'string' && (EXPORT_TYPES as readonly string[]).includes(value);

const exportCampaignCsv = adminRoute('GET', (call) => {
  const text = callText(call);
  const { campaign_id: campaignId } = parseInput(v.object({ campaign_id: adminId('Campaign') }), {
    campaign_id: campaignIdParam(call.input),
  });
  const type = call.input.type;
  if (!isExportType(type)) {
    throw new ApiError(400, 'invalid_type', text.__('Choose what to export: teams, fundraisers or donations.'));
  }
  if (!getCampaign(call.host.db, campaignId)) {
    throw new ApiError(404, 'unknown_campaign', text.__('This campaign does not exist. It may have been removed.'));
  }
  const sheet = SHEETS[type](call.host.db, campaignId, text);
  return new Response(csvDocument(sheet.header, sheet.rows), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="campaign-${campaignId}-${type}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const adminExportRoutes = {
  'export-campaign-csv': exportCampaignCsv,
};
