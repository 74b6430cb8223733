/*
 * The rules behind every number a visitor can add up (host/README.md, "Rules"). Each is one SQL fragment so the
 * team page, the leaderboards, the home lists and the stats all count the same way.
 *
 * Team total: what was given on the team's own page, plus everything given on the pages of the team's current
 * active members, whenever it was given. A member who joins brings their total along; one who leaves takes it.
 * So the member cards on a team page plus the gifts to the team page add up to the team total, exactly.
 * (donations.team_id of a gift to a fundraiser page only records the team at the time; totals do not read it.)
 *
 * Anonymous gifts: a gift whose donor name is exactly "Anonymous" (what the donation form stores when the box
 * is ticked) is one anonymous donor of its own: never merged with other anonymous gifts, neither in donor
 * counts nor in Top Donors, where it ranks by its own amount like any one donor.
 */

/** The donor name stored for an anonymous gift. */
export const ANONYMOUS = 'Anonymous';

/**
 * WHERE condition (on `donations d`) for the gifts that count towards team `teamIdSql` (a column or `?`,
 * used twice, so bind the id twice when it is `?`).
 */
export function teamGiftsWhere(teamIdSql: string): string {
  return `((d.fundraiser_id IS NULL AND d.team_id = ${teamIdSql})
    OR d.fundraiser_id IN (SELECT m.id FROM fundraisers m WHERE m.team_id = ${teamIdSql} AND m.status = 'active'))`;
}

/** A team's total in cents, as a scalar sub-select for team `teamIdSql` (a column such as `t.id`). */
export function teamRaisedCentsSql(teamIdSql: string): string {
  return `(SELECT COALESCE(SUM(d.amount_cents), 0) FROM donations d WHERE ${teamGiftsWhere(teamIdSql)})`;
}

/** Who gave a gift (on `donations d`): one key per named donor (case-insensitive), one per anonymous gift. */
export const DONOR_KEY_SQL = `(CASE WHEN d.donor_name = '${ANONYMOUS}' THEN 'anonymous#' || d.id ELSE lower(d.donor_name) END)`;
