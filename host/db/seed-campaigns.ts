import type { Database } from 'better-sqlite3';
import type { ApprovalStatus } from './schema.ts';
import { createRng } from './prng.ts';
import { avatarSvg, coverSvg, logoSvg } from './svg.ts';
import {
  AVATAR_COLOURS,
  DONATION_AMOUNTS,
  FIRST_NAMES,
  FUNDRAISER_STORIES,
  LAST_NAMES,
  TEAM_ADJECTIVES,
  TEAM_NOUNS,
  TEAM_SUFFIXES,
  TEAM_STORIES,
} from './seed-data.ts';
import {
  HOSTILE_CAMPAIGN_ID,
  HOSTILE_FUNDRAISER_NAME,
  HOSTILE_TEAM_NAME,
  MORE_CAMPAIGNS,
} from './seed-campaigns-data.ts';

/*
 * The campaigns after "Run for Clean Water" (ids 2..14): more than one admin list page holds, in every status,
 * with pending and denied teams and fundraisers, a team without a captain, and hostile names in one campaign.
 * They draw from their own PRNG stream and their rows come after campaign 1's, so campaign 1's generated data
 * (ids, names, totals) is exactly what it was before they existed.
 */

const SEED = 20251125;
const MINUTE = 60_000;

export { HOSTILE_CAMPAIGN_ID, HOSTILE_FUNDRAISER_NAME, HOSTILE_TEAM_NAME, MORE_CAMPAIGNS };

export interface SeedContext {
  db: Database;
  passwordHash: string;
  image(file: string, svg: string): string;
  /** When the seeded records were created (before every donation). */
  createdAt: number;
}

/** Approval states in a realistic mix: mostly approved, some waiting, a few denied. */
function approvalOf(roll: number, asked: boolean): ApprovalStatus {
  if (!asked) return 'active';
  return roll < 0.18 ? 'pending' : roll < 0.26 ? 'denied' : 'active';
}

export function seedMoreCampaigns(ctx: SeedContext): void {
  const { db, image } = ctx;
  const rng = createRng(SEED);
  // New donations stay older than campaign 1's newest, so the demo clock (anchored on the newest) is unchanged.
  const newest = (db.prepare('SELECT MAX(created_at) AS t FROM donations').get() as { t: number | null }).t;
  const donationsBefore = (newest ?? ctx.createdAt) - 60 * MINUTE;

  const insertCampaign = db.prepare(
    `INSERT INTO campaigns (id, campaign_title, campaign_logo, campaign_image, base_url, short_desc, long_desc,
       campaign_goal, fundraiser_goal, fundraiser_story_placeholder, team_goal, team_story_placeholder,
       primary_color, secondary_color, status, is_active, team_approvals, fundraiser_approvals)
     VALUES (@id, @title, @logo, @image, @base_url, @short_desc, @long_desc, @goal, @fundraiser_goal,
       @fundraiser_placeholder, @team_goal, @team_placeholder, @primary, @secondary, @status, @is_active,
       @approvals, @approvals)`,
  );
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, username, first_name, last_name, password_hash, role, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'subscriber', ?)`,
  );
  let nextUserId = (db.prepare('SELECT MAX(id) AS id FROM users').get() as { id: number | null }).id ?? 0;
  const insertTeam = db.prepare(
    `INSERT INTO teams (campaign_id, name, profile_image, goal, story, access, captain_user_id, status,
       notify_of_donations, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
  );
  const insertFundraiser = db.prepare(
    `INSERT INTO fundraisers (campaign_id, user_id, team_id, name, profile_image, goal, story, status,
       notify_of_donations, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setCaptain = db.prepare('UPDATE teams SET captain_user_id = ? WHERE id = ?');
  const insertDonation = db.prepare(
    `INSERT INTO donations (campaign_id, team_id, fundraiser_id, donor_name, amount_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const firstId = 2;

  MORE_CAMPAIGNS.forEach((spec, index) => {
    const campaignId = firstId + index;
    const asked = spec.approvals ?? true;
    const teamGoal = Math.max(500, Math.round(spec.goal / 10 / 500) * 500);
    const fundraiserGoal = Math.max(100, Math.round(spec.goal / 50 / 100) * 100);
    insertCampaign.run({
      id: campaignId,
      title: JSON.stringify(spec.title),
      logo: image(`campaign-${campaignId}-logo.svg`, logoSvg(spec.primary)),
      image: image(`campaign-${campaignId}-cover.svg`, coverSvg(spec.primary, spec.secondary)),
      base_url: `/campaigns/${spec.slug}`,
      short_desc: `${spec.title}: raise money with friends, family and colleagues.`,
      long_desc: `<p>${spec.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')} brings people together for a good cause.</p>`,
      goal: spec.goal,
      fundraiser_goal: fundraiserGoal,
      fundraiser_placeholder: 'Tell people why this cause matters to you.',
      team_goal: teamGoal,
      team_placeholder: 'Tell people who your team is and why you are in.',
      primary: spec.primary,
      secondary: spec.secondary,
      status: spec.status,
      is_active: spec.status === 'active' ? 1 : 0,
      approvals: asked ? 1 : 0,
    });

    const campaignCreated = ctx.createdAt + (index + 1) * 24 * 60 * MINUTE;
    const teams: Array<{ id: number; status: ApprovalStatus; captainSet: boolean }> = [];
    const names = new Set<string>();
    for (let n = 0; n < spec.teams; n++) {
      let name: string;
      if (campaignId === HOSTILE_CAMPAIGN_ID && n === 0) name = HOSTILE_TEAM_NAME;
      else {
        do name = `${rng.pick(TEAM_ADJECTIVES)} ${rng.pick(TEAM_NOUNS)} ${rng.pick(TEAM_SUFFIXES)}`;
        while (names.has(name));
      }
      names.add(name);
      // The first team of every campaign with teams is approved; later ones vary.
      const status = n === 0 ? 'active' : approvalOf(rng.next(), asked);
      const id = Number(
        insertTeam.run(
          campaignId,
          name,
          image(`c${campaignId}-team-${n + 1}.svg`, avatarSvg(name, rng.pick(AVATAR_COLOURS))),
          rng.pick([teamGoal, teamGoal, teamGoal * 2, Math.round(teamGoal / 2)]),
          rng.pick(TEAM_STORIES),
          rng.chance(0.25) ? 'private' : 'public',
          status,
          rng.chance(0.5) ? 1 : 0,
          campaignCreated + (n + 1) * 60 * MINUTE,
        ).lastInsertRowid,
      );
      teams.push({ id, status, captainSet: false });
    }
    // The last team of a campaign with three or more stays without a captain (as an administrator creates one).
    const captainless = teams.length >= 3 ? teams[teams.length - 1]?.id : undefined;

    const fundraisers: Array<{ id: number; team: number | null; status: ApprovalStatus }> = [];
    for (let n = 0; n < spec.fundraisers; n++) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      nextUserId += 1;
      const userId = nextUserId;
      const handle = `${first}.${last}.${userId}`.toLowerCase();
      insertUser.run(userId, `${handle}@example.net`, handle, first, last, ctx.passwordHash, campaignCreated);
      const candidates = teams.filter((t) => t.id !== captainless);
      // The first members fill the teams (each team's first member becomes its captain); later ones vary.
      let team: number | null = null;
      if (n < candidates.length) team = candidates[n]?.id ?? null;
      else if (candidates.length > 0 && !rng.chance(0.25)) team = rng.pick(candidates).id;
      const teamRow = teams.find((t) => t.id === team);
      const becomesCaptain = teamRow !== undefined && !teamRow.captainSet;
      const hostile = campaignId === HOSTILE_CAMPAIGN_ID && n === 1;
      const name = hostile ? HOSTILE_FUNDRAISER_NAME : `${first} ${last}`;
      // A captain is approved with the team; other members vary (never approved in a team that is not).
      let status: ApprovalStatus = becomesCaptain && teamRow ? teamRow.status : approvalOf(rng.next(), asked);
      if (hostile) status = 'active';
      const id = Number(
        insertFundraiser.run(
          campaignId,
          userId,
          team,
          name,
          n % 4 === 3 ? '' : image(`c${campaignId}-fundraiser-${n + 1}.svg`, avatarSvg(name, rng.pick(AVATAR_COLOURS))),
          rng.pick([fundraiserGoal, fundraiserGoal, fundraiserGoal * 2]),
          rng.pick(FUNDRAISER_STORIES),
          status,
          rng.chance(0.5) ? 1 : 0,
          campaignCreated + (100 + n) * MINUTE,
        ).lastInsertRowid,
      );
      if (becomesCaptain && teamRow) {
        setCaptain.run(userId, teamRow.id);
        teamRow.captainSet = true;
      }
      fundraisers.push({ id, team, status });
    }

    const approvedTeams = teams.filter((t) => t.status === 'active');
    const approvedFundraisers = fundraisers.filter(
      (f) => f.status === 'active' && (f.team === null || approvedTeams.some((t) => t.id === f.team)),
    );
    const rows: Array<[number | null, number | null, string, number, number]> = [];
    for (let n = 0; n < spec.donations; n++) {
      const r = rng.next();
      let team: number | null = null;
      let fundraiser: number | null = null;
      if (r >= 0.3 && approvedFundraisers.length > 0) {
        const f = rng.pick(approvedFundraisers);
        fundraiser = f.id;
        team = f.team;
      } else if (r >= 0.15 && approvedTeams.length > 0) team = rng.pick(approvedTeams).id;
      const donor = rng.chance(0.1) ? 'Anonymous' : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      // Big campaigns get big gifts, so the million-dollar goal shows real progress.
      const scale = spec.goal >= 1_000_000 ? 100 : 1;
      const ageMinutes = Math.floor(rng.next() * 60 * 24 * 30);
      rows.push([
        team,
        fundraiser,
        donor,
        rng.pick(DONATION_AMOUNTS) * 100 * scale,
        donationsBefore - ageMinutes * MINUTE,
      ]);
    }
    rows.sort((a, b) => a[4] - b[4]);
    for (const [team, fundraiser, donor, cents, at] of rows) {
      insertDonation.run(campaignId, team, fundraiser, donor, cents, at);
    }
  });
}
