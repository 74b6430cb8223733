#!/usr/bin/env node
// `npm run mutation`: StrykerJS over the pure logic (stryker.config.mjs), one run per folder of
// scripts/mutation-folders.mjs (each run starts with only that folder's tests), then the mutation score per folder
// from their JSON reports, and how long each took. `npm run mutation -- forms api` runs those folders only; other
// arguments go to Stryker (e.g. `--force` to retest every mutant instead of only those changed since the last run).
// Score = killed + timed out over all valid mutants (survived and no coverage count against it), as Stryker's.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mutationFolders, reportDir } from './mutation-folders.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const named = args.filter((arg) => arg in mutationFolders);
const strykerArgs = args.filter((arg) => !(arg in mutationFolders));
const folders = named.length ? named : Object.keys(mutationFolders);

const rows = [['folder', 'score', 'killed', 'timeout', 'survived', 'no coverage', 'minutes']];
let failed = 0;
for (const folder of folders) {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', ...strykerArgs],
    { cwd: root, stdio: 'inherit', env: { ...process.env, MUTATION_FOLDERS: folder } },
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (run.status !== 0) failed = run.status || 1;
  const row = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };
  try {
    const report = JSON.parse(readFileSync(join(root, reportDir([folder]), 'mutation.json'), 'utf8'));
    for (const { mutants } of Object.values(report.files))
      for (const mutant of mutants) {
        if (mutant.status === 'Killed') row.killed += 1;
        else if (mutant.status === 'Timeout') row.timeout += 1;
        else if (mutant.status === 'Survived') row.survived += 1;
        else if (mutant.status === 'NoCoverage') row.noCoverage += 1;
        // CompileError, RuntimeError, Ignored: not valid mutants
      }
  } catch {
    console.error(`no mutation report for ${folder} (${reportDir([folder])}/mutation.json)`);
    failed ||= 1;
    continue;
  }
  const valid = row.killed + row.timeout + row.survived + row.noCoverage;
  const score = valid ? (((row.killed + row.timeout) / valid) * 100).toFixed(1) : 'n/a';
  rows.push([folder, `${score}%`, row.killed, row.timeout, row.survived, row.noCoverage, minutes].map(String));
}

const widths = rows[0].map((_, column) => Math.max(...rows.map((line) => line[column].length)));
console.log('\nMutation score per folder');
for (const line of rows)
  console.log(
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
process.exit(failed);
