#!/usr/bin/env node
// The e2e suite's split into shards that run side by side (scripts/test-all.mjs). Playwright's own `--shard` splits
// the files in name order by test count; the route sweeps (rtl, pseudo-locale, tools-off) are few tests of 10-20 s
// each and sit together at the end of the alphabet, so one shard took 731 s and the other 563 s. Here every spec
// file goes, longest first, to the shard with the least recorded time so far (tests/e2e/spec-seconds.json, each
// file's summed test time on the last recorded run); a file not recorded yet counts as the median file.
//
//   node scripts/e2e-shards.mjs --update   rewrite spec-seconds.json from the last run's reports
//                                          (test-results/e2e-shard-*.json) and print the split it gives
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_DIR = 'tests/e2e';
export const SECONDS_FILE = join(root, SPEC_DIR, 'spec-seconds.json');

/** The spec files (paths from the project root), in name order. */
export function listSpecs(dir = join(root, SPEC_DIR)) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `${SPEC_DIR}/${name}`);
}

/** Splits `files` into `shards` lists of about equal recorded seconds (greedy, longest first; ties by name). */
export function partitionSpecs(files, seconds, shards) {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === 'number');
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weighed = files
    .map((file) => ({ file, weight: seconds[file] ?? median }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const bins = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
  for (const { file, weight } of weighed) {
    const lightest = bins.reduce((best, bin) => (bin.seconds < best.seconds ? bin : best));
    lightest.files.push(file);
    lightest.seconds += weight;
  }
  for (const bin of bins) bin.files.sort();
  return bins;
}

/** Each spec file's summed test time in seconds, from Playwright JSON reports (paths from the project root). */
export function secondsFromReports(reports) {
  const seconds = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) seconds[file] = (seconds[file] ?? 0) + (result.duration ?? 0) / 1000;
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const report of reports) for (const suite of report.suites ?? []) walk(suite, `${SPEC_DIR}/${suite.file}`);
  return Object.fromEntries(Object.entries(seconds).map(([file, value]) => [file, Math.round(value)]));
}

export function readSeconds(path = SECONDS_FILE) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--update')) {
  const results = join(root, 'test-results');
  const reports = readdirSync(results)
    .filter((name) => /^e2e-shard-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(results, name), 'utf8')));
  if (reports.length === 0) throw new Error('no test-results/e2e-shard-*.json: run `npm test -- --only e2e` first');
  const seconds = Object.fromEntries(
    Object.entries(secondsFromReports(reports)).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(SECONDS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
  for (const [index, bin] of partitionSpecs(listSpecs(), seconds, 2).entries())
    console.log(`shard ${index + 1}: ${bin.seconds} s, ${bin.files.length} files`);
}
