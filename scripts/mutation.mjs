#!/usr/bin/env node
// `npm run mutation`: StrykerJS over the pure logic (stryker.config.mjs), then the mutation score per folder from
// its JSON report. Extra arguments go to Stryker (e.g. `npm run mutation -- --mutate 'screens/forms/**/*.ts'`).
// Score = killed + timed out over all valid mutants (survived and no coverage count against it), as Stryker's.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

let report;
try {
  report = JSON.parse(readFileSync(join(root, 'test-results/mutation/mutation.json'), 'utf8'));
} catch {
  console.error('no mutation report (test-results/mutation/mutation.json)');
  process.exit(run.status || 1);
}

/** The folder a file's score counts toward: each design-system component's model.ts counts as design-system. */
function folderOf(file) {
  const path = relative(root, join(root, file)).replaceAll('\\', '/');
  if (path.startsWith('design-system/')) return 'design-system (model.ts)';
  return path.split('/').slice(0, 2).join('/');
}

const folders = new Map();
for (const [file, { mutants }] of Object.entries(report.files)) {
  const row = folders.get(folderOf(file)) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0, other: 0 };
  for (const mutant of mutants) {
    if (mutant.status === 'Killed') row.killed += 1;
    else if (mutant.status === 'Timeout') row.timeout += 1;
    else if (mutant.status === 'Survived') row.survived += 1;
    else if (mutant.status === 'NoCoverage') row.noCoverage += 1;
    else row.other += 1; // CompileError, RuntimeError, Ignored: not valid mutants
  }
  folders.set(folderOf(file), row);
}

const lines = [['folder', 'score', 'killed', 'timeout', 'survived', 'no coverage']];
for (const [folder, row] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  const valid = row.killed + row.timeout + row.survived + row.noCoverage;
  const score = valid ? (((row.killed + row.timeout) / valid) * 100).toFixed(1) : 'n/a';
  lines.push([folder, `${score}%`, row.killed, row.timeout, row.survived, row.noCoverage].map(String));
}
const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
console.log('\nMutation score per folder');
for (const line of lines)
  console.log(
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
console.log(`run time ${minutes} min`);
process.exit(run.status ?? 1);
