import type { Database, Statement } from 'better-sqlite3';

const cache = new WeakMap<Database, Map<string, Statement>>();

/** A prepared statement, cached per database connection. */
export function stmt(db: Database, sql: string): Statement {
  let map = cache.get(db);
  if (!map) {
    map = new Map();
    cache.set(db, map);
  }
  let s = map.get(sql);
  if (!s) {
    s = db.prepare(sql);
    map.set(sql, s);
  }
  return s;
}
