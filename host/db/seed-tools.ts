import type { Database } from 'better-sqlite3';
import { SEED_EPOCH } from '../clock.ts';
import { ANONYMOUS } from '../model/totals.ts';

/*
 * The fundraising tools' demo data (schema 5, docs/fundraising-tools.md), added after every other seeded row so
 * no earlier id, name or amount moves: Frank Fundraiser (fundraiser 2, fundraiser@example.org) gets gifts with and
 * without the donor's address, anonymous ones, messages and one already thanked; Carla Captain's team 1 gets a
 * member who has raised nothing yet, a member waiting for approval and two open invitations. Team 1 stays approved,
 * so its invitations are 'sent'.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Frank's new gifts: older than the campaign's newest forty, so the home page's lists stay as they were. */
export const FRANK_GIFTS: ReadonlyArray<{
  donor: string;
  email: string | null;
  dollars: number;
  daysAgo: number;
  message: string;
  anonymous?: boolean;
}> = [
  { donor: 'Priya Shah', email: 'priya.shah@example.com', dollars: 50, daysAgo: 2, message: 'Go Frank! Proud of you.' },
  {
    donor: ANONYMOUS,
    email: 'quiet.giver@example.com',
    dollars: 100,
    daysAgo: 3,
    message: 'Keep going!',
    anonymous: true,
  },
  { donor: 'Liam Okafor', email: null, dollars: 20, daysAgo: 4, message: '' },
  { donor: ANONYMOUS, email: null, dollars: 30, daysAgo: 5, message: '', anonymous: true },
  { donor: 'Rosa Delgado', email: 'rosa.delgado@example.com', dollars: 25, daysAgo: 6, message: 'For clean water.' },
];

/** Team 1's added members: one active who has not raised anything yet, one waiting for approval. */
export const TEAM_ONE_MEMBERS = [
  { first: 'Mia', last: 'Novak', email: 'mia.novak@example.org', status: 'active' },
  { first: 'Omar', last: 'Haddad', email: 'omar.haddad@example.org', status: 'pending' },
] as const;

/** Team 1's open invitations, mailed a day and two days before the seed's clock. */
export const TEAM_ONE_INVITES = [
  { email: 'lee.wong@example.org', daysAgo: 1 },
  { email: 'ana.lima@example.org', daysAgo: 2 },
] as const;

/** A donor's address as the demo form would have taken it: first.last@example.com. */
const addressOf = "lower(replace(donor_name, ' ', '.')) || '@example.com'";

export function seedFundraisingTools(db: Database, passwordHash: string, createdAt: number): void {
  // Every seeded "Anonymous" gift was given with the box ticked.
  db.prepare('UPDATE donations SET anonymous = 1 WHERE donor_name = ?').run(ANONYMOUS);
  // The demo captain's and fundraiser's named donors left their address; Frank already thanked his first one.
  db.prepare(`UPDATE donations SET donor_email = ${addressOf} WHERE fundraiser_id IN (1, 2) AND anonymous = 0`).run();
  db.prepare(
    'UPDATE donations SET thanked_at = created_at + ? WHERE id = (SELECT MIN(id) FROM donations WHERE fundraiser_id = 2)',
  ).run(HOUR);

  const insertDonation = db.prepare(
    `INSERT INTO donations (campaign_id, team_id, fundraiser_id, donor_name, amount_cents, created_at, message,
                            donor_email, anonymous)
     VALUES (1, 1, 2, ?, ?, ?, ?, ?, ?)`,
  );
  for (const gift of FRANK_GIFTS) {
    insertDonation.run(
      gift.donor,
      gift.dollars * 100,
      SEED_EPOCH - gift.daysAgo * DAY,
      gift.message,
      gift.email,
      gift.anonymous ? 1 : 0,
    );
  }

  const insertUser = db.prepare(
    `INSERT INTO users (email, username, first_name, last_name, password_hash, role, created_at)
     VALUES (?, ?, ?, ?, ?, 'subscriber', ?)`,
  );
  const insertFundraiser = db.prepare(
    `INSERT INTO fundraisers (campaign_id, user_id, team_id, name, profile_image, goal, story, status, created_at)
     VALUES (1, ?, 1, ?, '', 500, ?, ?, ?)`,
  );
  for (const member of TEAM_ONE_MEMBERS) {
    const handle = member.email.split('@')[0] ?? member.email;
    const user = insertUser.run(member.email, handle, member.first, member.last, passwordHash, createdAt);
    insertFundraiser.run(
      Number(user.lastInsertRowid),
      `${member.first} ${member.last}`,
      '<p>Running my first race for clean water.</p>',
      member.status,
      SEED_EPOCH - 3 * DAY,
    );
  }

  const insertInvite = db.prepare('INSERT INTO team_invites (team_id, email, sent_at, created_at) VALUES (1, ?, ?, ?)');
  for (const invite of TEAM_ONE_INVITES) {
    const at = SEED_EPOCH - invite.daysAgo * DAY;
    insertInvite.run(invite.email, at, at);
  }
}
