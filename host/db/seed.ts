import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import { SEED_EPOCH } from '../clock.ts';
import { uploadUrl } from '../urls.ts';
import { createRng } from './prng.ts';
import { seedMoreCampaigns } from './seed-campaigns.ts';
import { seedFundraisingTools } from './seed-tools.ts';
import { avatarSvg, logoSvg, sponsorSvg } from './svg.ts';
import {
  AVATAR_COLOURS,
  CAMPAIGN,
  CAMPAIGN_BASE_URL,
  DEMO_LOGINS,
  DONATION_AMOUNTS,
  DONATION_MESSAGES,
  FIRST_NAMES,
  FUNDRAISER_STORIES,
  LAST_NAMES,
  SPONSORS,
  TEAM_ADJECTIVES,
  TEAM_NOUNS,
  TEAM_STORIES,
  TEAM_SUFFIXES,
} from './seed-data.ts';

/** Real photographs for the demo (credits and licences: photos/CREDITS.md). */
const PHOTOS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'photos');
/** The first teams' pictures, so the lists and team pages a visitor opens first look like a real campaign's. */
const TEAM_PHOTOS = [
  'forest-path.jpg',
  'lake-boats.jpg',
  'water-drop.jpg',
  'dune-sea.jpg',
  'misty-lake.jpg',
  'rain-drops.jpg',
];

/** Illustrated faces for the fundraisers (credits and licence: avatars/CREDITS.md). */
const AVATARS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'avatars');
const AVATAR_COUNT = 24;

export const SEED_COUNTS = { teams: 40, fundraisers: 150, donations: 600 } as const;
const SEED = 20250601;
const MINUTE = 60_000;

/** Team ids that are private (invite only) and pending approval in the seed. */
export const isSeedPrivateTeam = (id: number): boolean => id % 5 === 2;
export const isSeedPendingTeam = (id: number): boolean => id % 10 === 9;

/**
 * Fills an empty database with the demo data and writes its SVG images under uploadsDir/seed/.
 * Deterministic: the same rows on every run (only the password salt differs).
 */
export function seedDatabase(db: Database, uploadsDir: string, passwordHash: string): void {
  const rng = createRng(SEED);
  const seedDir = join(uploadsDir, 'seed');
  rmSync(seedDir, { recursive: true, force: true });
  mkdirSync(seedDir, { recursive: true });
  const image = (file: string, svg: string): string => {
    writeFileSync(join(seedDir, file), svg);
    return uploadUrl(`seed/${file}`);
  };
  const copy = (dir: string, file: string): string => {
    copyFileSync(join(dir, file), join(seedDir, file));
    return uploadUrl(`seed/${file}`);
  };
  const photo = (file: string): string => copy(PHOTOS_DIR, file);
  const face = (n: number): string =>
    copy(AVATARS_DIR, `person-${String((n % AVATAR_COUNT) + 1).padStart(2, '0')}.svg`);
  const createdAt = SEED_EPOCH - 90 * 24 * 60 * MINUTE;

  const run = db.transaction(() => {
    db.prepare(
      `INSERT INTO campaigns (id, campaign_title, campaign_logo, campaign_image, base_url, short_desc, long_desc,
        campaign_goal, fundraiser_goal, fundraiser_story_placeholder, team_goal, team_story_placeholder,
        primary_color, secondary_color, status, is_active, sponsors_enabled, sponsor_section_heading,
        sponsor_linking, sponsor_application_page)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', 1, 'enabled', ?, ?, ?)`,
    ).run(
      CAMPAIGN.id,
      JSON.stringify(CAMPAIGN.title),
      image('campaign-logo.svg', logoSvg(CAMPAIGN.primary_color)),
      photo('lake-dawn.jpg'),
      CAMPAIGN_BASE_URL,
      CAMPAIGN.short_desc,
      CAMPAIGN.long_desc,
      CAMPAIGN.campaign_goal,
      CAMPAIGN.fundraiser_goal,
      CAMPAIGN.fundraiser_story_placeholder,
      CAMPAIGN.team_goal,
      CAMPAIGN.team_story_placeholder,
      CAMPAIGN.primary_color,
      CAMPAIGN.secondary_color,
      CAMPAIGN.sponsor_section_heading,
      CAMPAIGN.sponsor_linking,
      CAMPAIGN.sponsor_application_page,
    );

    const insertSponsor = db.prepare(
      'INSERT INTO sponsors (campaign_id, sponsor_name, sponsor_image, sponsor_url, sort) VALUES (?, ?, ?, ?, ?)',
    );
    SPONSORS.forEach((s, i) => {
      insertSponsor.run(CAMPAIGN.id, s.name, image(`sponsor-${i + 1}.svg`, sponsorSvg(s.name, s.colour)), s.url, i);
    });

    // Users: the demo logins first (ids 1..6), then one user per generated fundraiser.
    const insertUser = db.prepare(
      `INSERT INTO users (id, email, username, first_name, last_name, password_hash, role, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const users: Array<{ id: number; first: string; last: string }> = [];
    DEMO_LOGINS.forEach((d, i) => {
      insertUser.run(i + 1, d.email, d.key, d.first, d.last, passwordHash, d.role, createdAt);
      users.push({ id: i + 1, first: d.first, last: d.last });
    });
    const demoCount = DEMO_LOGINS.length;
    const generatedFundraisers = SEED_COUNTS.fundraisers - 4;
    for (let i = 0; i < generatedFundraisers; i++) {
      const id = demoCount + 1 + i;
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const handle = `${first}.${last}.${id}`.toLowerCase();
      insertUser.run(id, `${handle}@example.net`, handle, first, last, passwordHash, 'subscriber', createdAt);
      users.push({ id, first, last });
    }
    const userById = new Map(users.map((u) => [u.id, u]));

    // Teams: team 1 belongs to the demo captain (user 2); teams 2..40 to users 7..45.
    const insertTeam = db.prepare(
      `INSERT INTO teams (id, campaign_id, name, profile_image, goal, story, access, captain_user_id, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const teamNames = new Set<string>(['Clean Water Crew']);
    const teamIds: number[] = [];
    for (let id = 1; id <= SEED_COUNTS.teams; id++) {
      let name = 'Clean Water Crew';
      if (id > 1) {
        do name = `${rng.pick(TEAM_ADJECTIVES)} ${rng.pick(TEAM_NOUNS)} ${rng.pick(TEAM_SUFFIXES)}`;
        while (teamNames.has(name));
        teamNames.add(name);
      }
      const captain = id === 1 ? 2 : demoCount + id - 1;
      const goal = rng.pick([2_500, 5_000, 5_000, 7_500, 10_000]);
      // Picked even for a photo: the PRNG stream, and so every later row, stays the same.
      const colour = rng.pick(AVATAR_COLOURS);
      const teamPhoto = TEAM_PHOTOS[id - 1];
      insertTeam.run(
        id,
        CAMPAIGN.id,
        name,
        teamPhoto ? photo(teamPhoto) : image(`team-${id}.svg`, avatarSvg(name, colour)),
        goal,
        rng.pick(TEAM_STORIES),
        isSeedPrivateTeam(id) ? 'private' : 'public',
        captain,
        isSeedPendingTeam(id) ? 'pending' : 'active',
        createdAt + id * MINUTE,
      );
      teamIds.push(id);
    }

    // Fundraisers: 1 captain (team 1), 2 fundraiser (team 1), 3 pending (no team), 4 solo (no team),
    // 5..43 the captains of teams 2..40, then members (some pending, some without a team).
    const insertFundraiser = db.prepare(
      `INSERT INTO fundraisers (id, campaign_id, user_id, team_id, name, profile_image, goal, story, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const approvedFundraisers: Array<{ id: number; team: number | null }> = [];
    for (let id = 1; id <= SEED_COUNTS.fundraisers; id++) {
      const userId = id <= 4 ? id + 1 : id + 2;
      const user = userById.get(userId);
      if (!user) throw new Error(`seed: no user ${userId}`);
      let team: number | null;
      let approved = true;
      if (id <= 2) team = 1;
      else if (id <= 4) {
        team = null;
        approved = id === 4;
      } else if (id <= 43) team = id - 3;
      else {
        team = rng.chance(0.15) ? null : rng.pick(teamIds);
        approved = !rng.chance(0.08);
      }
      const name = `${user.first} ${user.last}`;
      const hasImage = id <= 4 || id % 5 !== 0;
      // The draw the generated avatar's colour took: the PRNG stream, and so every later row, stays the same.
      if (hasImage) rng.next();
      insertFundraiser.run(
        id,
        CAMPAIGN.id,
        userId,
        team,
        name,
        hasImage ? face(id - 1) : '',
        rng.pick([500, 1_000, 1_000, 1_500, 2_000]),
        rng.pick(FUNDRAISER_STORIES),
        approved ? 'active' : 'pending',
        createdAt + (100 + id) * MINUTE,
      );
      const teamApproved = team === null || !isSeedPendingTeam(team);
      if (approved && teamApproved) approvedFundraisers.push({ id, team });
    }

    // Donations: 15% to the campaign, 15% directly to a team, the rest to a fundraiser (and its team).
    const approvedTeams = teamIds.filter((id) => !isSeedPendingTeam(id));
    const donors = Array.from({ length: 220 }, () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`);
    const insertDonation = db.prepare(
      `INSERT INTO donations (campaign_id, team_id, fundraiser_id, donor_name, amount_cents, created_at, message)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const rows: Array<[number | null, number | null, string, number, number]> = [];
    for (let i = 0; i < SEED_COUNTS.donations; i++) {
      const r = rng.next();
      let team: number | null = null;
      let fundraiser: number | null = null;
      if (r >= 0.3) {
        const f = rng.pick(approvedFundraisers);
        fundraiser = f.id;
        team = f.team;
      } else if (r >= 0.15) team = rng.pick(approvedTeams);
      const donor = rng.chance(0.1) ? 'Anonymous' : rng.pick(donors);
      // Skewed towards recent: the newest donations are minutes old, the oldest about two months.
      const ageMinutes = 3 + Math.floor(rng.next() ** 2 * 60 * 24 * 60);
      rows.push([team, fundraiser, donor, rng.pick(DONATION_AMOUNTS) * 100, SEED_EPOCH - ageMinutes * MINUTE]);
    }
    rows.sort((a, b) => a[4] - b[4]);
    rows.forEach(([team, fundraiser, donor, cents, at], index) => {
      const message = DONATION_MESSAGES.get(rows.length - 1 - index) ?? '';
      insertDonation.run(CAMPAIGN.id, team, fundraiser, donor, cents, at, message);
    });
    // Campaigns 2..14 (own PRNG stream, rows after campaign 1's): the admin lists' other states.
    seedMoreCampaigns({ db, passwordHash, image, createdAt });
    // The fundraising tools' demo rows (schema 5), after everything else: no earlier row moves.
    seedFundraisingTools(db, passwordHash, createdAt);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)").run(String(Date.now()));
  });
  run();
}
