/** SQLite schema of the reference host. Money is stored in whole cents, times in ms since the Unix epoch. */
/**
 * Version 5 (the fundraising tools, docs/fundraising-tools.md): donations.donor_email, anonymous, thanked_at;
 * fundraisers.show_milestones; team_invites.resent_at; outbox.from_name; the shares, reminders and thank-you mail
 * logs. An older file is dropped and re-seeded on start (db/open.ts), as every version bump has been.
 */
export const SCHEMA_VERSION = 5;

/** Approval state of a team or a fundraiser: only 'active' ones are public (pending and denied never are). */
export const APPROVAL_STATUSES = ['active', 'pending', 'denied'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS campaigns (
  id INTEGER PRIMARY KEY,
  campaign_title TEXT NOT NULL,          -- JSON: a string, or an array whose last item is used
  campaign_logo TEXT NOT NULL DEFAULT '',
  campaign_image TEXT NOT NULL DEFAULT '',
  base_url TEXT NOT NULL UNIQUE,
  short_desc TEXT NOT NULL DEFAULT '',
  long_desc TEXT NOT NULL DEFAULT '',
  campaign_goal INTEGER NOT NULL,
  fundraiser_goal INTEGER NOT NULL,
  fundraiser_story_placeholder TEXT NOT NULL DEFAULT '',
  team_goal INTEGER NOT NULL,
  team_story_placeholder TEXT NOT NULL DEFAULT '',
  primary_color TEXT NOT NULL,
  secondary_color TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  is_active INTEGER NOT NULL DEFAULT 1,
  sponsors_enabled TEXT NOT NULL DEFAULT 'disabled',
  sponsor_section_heading TEXT NOT NULL DEFAULT '',
  sponsor_linking TEXT NOT NULL DEFAULT 'enabled',
  sponsor_application_page TEXT NOT NULL DEFAULT '',
  team_approvals INTEGER NOT NULL DEFAULT 1,       -- 1: new teams wait for an administrator's approval
  fundraiser_approvals INTEGER NOT NULL DEFAULT 1  -- 1: new fundraisers wait for an administrator's approval
);
CREATE TABLE IF NOT EXISTS sponsors (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  sponsor_name TEXT NOT NULL,
  sponsor_image TEXT NOT NULL DEFAULT '',
  sponsor_url TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'subscriber',
  pending_team_id INTEGER,               -- team chosen in the join flow, used when the profile is created
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS teams (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  name TEXT NOT NULL,
  profile_image TEXT NOT NULL DEFAULT '',
  goal INTEGER NOT NULL,
  story TEXT NOT NULL DEFAULT '',
  access TEXT NOT NULL DEFAULT 'public' CHECK (access IN ('public', 'private')),
  captain_user_id INTEGER REFERENCES users(id), -- NULL: created by an administrator, no captain yet
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('active', 'pending', 'denied')),
  notify_of_donations INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS fundraisers (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  team_id INTEGER REFERENCES teams(id),
  name TEXT NOT NULL,
  profile_image TEXT NOT NULL DEFAULT '',
  goal INTEGER NOT NULL,
  story TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('active', 'pending', 'denied')),
  notify_of_donations INTEGER NOT NULL DEFAULT 0,
  show_milestones INTEGER NOT NULL DEFAULT 1,  -- 1: milestone badges on the public page (ours, schema 5)
  created_at INTEGER NOT NULL,
  UNIQUE (campaign_id, user_id)
);
CREATE TABLE IF NOT EXISTS donations (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  team_id INTEGER REFERENCES teams(id),
  fundraiser_id INTEGER REFERENCES fundraisers(id),
  donor_name TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at INTEGER NOT NULL,
  message TEXT NOT NULL DEFAULT '',      -- the donor's comment (ours, optional; schema version 4); '' for none
  donor_email TEXT,                      -- the donor's address (schema 5); never sent to a fundraiser's client
  anonymous INTEGER NOT NULL DEFAULT 0,  -- 1: given anonymously (donor_name is then 'Anonymous')
  thanked_at INTEGER                     -- when the fundraiser thanked the donor (mailed or marked)
);
CREATE INDEX IF NOT EXISTS donations_campaign ON donations (campaign_id, created_at);
CREATE INDEX IF NOT EXISTS donations_team ON donations (team_id, created_at);
CREATE INDEX IF NOT EXISTS donations_fundraiser ON donations (fundraiser_id, created_at);
CREATE INDEX IF NOT EXISTS teams_campaign ON teams (campaign_id, status);
CREATE INDEX IF NOT EXISTS fundraisers_campaign ON fundraisers (campaign_id, status);
CREATE INDEX IF NOT EXISTS fundraisers_team ON fundraisers (team_id);
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY,              -- sha256 of the cookie value; the value itself is never stored
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS team_invites (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams(id),
  email TEXT NOT NULL,
  sent_at INTEGER,                       -- NULL: not mailed yet (held while the team is pending or denied)
  created_at INTEGER NOT NULL,
  token_hash TEXT UNIQUE,                -- sha256 of the single-use token in the mailed link (set when mailed)
  used_at INTEGER,                       -- when the invitee joined (or registered to join) with it
  used_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  resent_at INTEGER,                     -- the captain's last resend (schema 5): one an hour
  UNIQUE (team_id, email)
);
CREATE TABLE IF NOT EXISTS password_resets (
  key_hash TEXT PRIMARY KEY,             -- sha256 of the mailed key; the key itself is never stored
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),  -- whose login page the reset page leads back to
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  from_name TEXT NOT NULL DEFAULT '',    -- the sender's name when not the site's (a fundraiser's thank-you)
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS fundraiser_shares (
  id INTEGER PRIMARY KEY,
  fundraiser_id INTEGER NOT NULL REFERENCES fundraisers(id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS fundraiser_shares_by ON fundraiser_shares (fundraiser_id, created_at);
CREATE TABLE IF NOT EXISTS team_reminders (
  id INTEGER PRIMARY KEY,
  fundraiser_id INTEGER NOT NULL REFERENCES fundraisers(id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS team_reminders_by ON team_reminders (fundraiser_id, created_at);
CREATE TABLE IF NOT EXISTS thank_you_mails (
  id INTEGER PRIMARY KEY,
  fundraiser_id INTEGER NOT NULL REFERENCES fundraisers(id) ON DELETE CASCADE,
  donation_id INTEGER NOT NULL REFERENCES donations(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS thank_you_mails_by ON thank_you_mails (fundraiser_id, created_at);
`;

export const ALL_TABLES = [
  'thank_you_mails',
  'team_reminders',
  'fundraiser_shares',
  'outbox',
  'team_invites',
  'password_resets',
  'sessions',
  'donations',
  'fundraisers',
  'teams',
  'users',
  'sponsors',
  'campaigns',
  'meta',
] as const;
