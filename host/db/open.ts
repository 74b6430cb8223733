import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../auth/password.ts';
import { ALL_TABLES, SCHEMA_SQL, SCHEMA_VERSION } from './schema.ts';
import { DEMO_PASSWORD } from './seed-data.ts';
import { seedDatabase } from './seed.ts';

export type Db = Database.Database;

export interface OpenResult {
  db: Db;
  /** Milliseconds spent seeding, or null when the existing data was kept. */
  seedMs: number | null;
}

function isSeeded(db: Db): boolean {
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
  // The version row is written with the tables, so a current version means the campaigns table exists.
  return row?.value === String(SCHEMA_VERSION) && db.prepare('SELECT 1 FROM campaigns LIMIT 1').get() !== undefined;
}

/** Drops every table, recreates the schema and seeds the demo data. */
export async function reseed(db: Db, uploadsDir: string): Promise<number> {
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const table of ALL_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(SCHEMA_SQL);
    db.prepare("INSERT INTO meta (key, value) VALUES ('schema_version', ?)").run(String(SCHEMA_VERSION));
  })();
  db.pragma('foreign_keys = ON');
  seedDatabase(db, uploadsDir, passwordHash);
  return performance.now() - started;
}

/** Opens (creating if needed) the database file in WAL mode; seeds it when empty or when reset is asked. */
export async function openDatabase(file: string, uploadsDir: string, reset = false): Promise<OpenResult> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  mkdirSync(uploadsDir, { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // An older schema is dropped and re-seeded before SCHEMA_SQL runs: its indexes name columns the old tables lack.
  const seedMs = reset || !isSeeded(db) ? await reseed(db, uploadsDir) : null;
  db.exec(SCHEMA_SQL);
  return { db, seedMs };
}
