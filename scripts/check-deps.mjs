#!/usr/bin/env node
// Layering and cycle check (rules in .dependency-cruiser.cjs). Exit code: 0 clean, 1 violations.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Folders appear as the project grows; cruise the ones that exist. Globs, not folders: dependency-cruiser
// only scans folders for extensions it can parse natively, and TS goes through scripts/depcruise-ts.babel.cjs.
const folders = ['design-system', 'screens', 'host', 'tests'].filter((dir) => existsSync(join(root, dir)));
const targets = folders.map((dir) => `${dir}/**/*.{ts,tsx,mts,js,jsx,mjs}`);

const result = spawnSync(
  join(root, 'node_modules', '.bin', 'depcruise'),
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'err-long', ...targets],
  { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
);
process.stdout.write(result.stdout ?? '');
process.stderr.write(result.stderr ?? '');
if (result.error) {
  console.error(`deps:check could not run dependency-cruiser: ${result.error.message}`);
  process.exit(2);
}
console.log(result.status === 0 ? `deps:check: no violations in ${folders.join(', ')}` : 'deps:check: FAILED');
process.exit(result.status === 0 ? 0 : 1);
