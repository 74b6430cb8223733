#!/usr/bin/env node
// Layering and cycle check (rules in .dependency-cruiser.cjs). Exit code: 0 clean, 1 violations.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

// Unit, story and e2e accessibility checks must agree: a second axe-core (a nested copy under one runner) means
// a page can pass in one level and fail in another for rules that changed between versions.
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const single = ['axe-core'];
const copies = single.flatMap((name) =>
  Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, info]) => `${path}@${info.version}`),
);
const duplicated = single.filter((name) => copies.filter((copy) => copy.includes(`node_modules/${name}@`)).length > 1);
for (const name of duplicated) console.error(`deps:check: more than one ${name} installed: ${copies.join(', ')}`);

const ok = result.status === 0 && duplicated.length === 0;
console.log(ok ? `deps:check: no violations in ${folders.join(', ')}; one ${single.join(', ')}` : 'deps:check: FAILED');
process.exit(ok ? 0 : 1);
