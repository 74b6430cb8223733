// How `npm test` (scripts/test-all.mjs) turns a test runner's JSON report and exit code into passed and failed
// cases. Pure, so scripts/test-counts.test.ts can hold each rule in place (issue 13: tests that can fail).

/**
 * A Vitest project run, from its JSON report (`--reporter=json`) and exit code.
 * - every failed test is one failure;
 * - a file that failed without a failed test in it (it did not load: syntax error, bad import, a throw at module
 *   level) is one failure;
 * - a project that found no tests fails (no --passWithNoTests: an include pattern that matches nothing is broken);
 * - a non-zero exit without any failure counted (unhandled errors between tests, a crash) is one failure.
 * No report at all is one failure.
 */
export function countVitest(json, exitCode) {
  if (!json) return { ok: false, passed: 0, failed: 1, note: 'no JSON report' };
  const brokenFiles = (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  let failed = (json.numFailedTests ?? 0) + brokenFiles;
  if (exitCode !== 0 && failed === 0) failed = 1; // e.g. unhandled errors between tests
  if (json.numTotalTests === 0 && failed === 0) failed = 1; // a project that finds no tests
  return { ok: exitCode === 0 && failed === 0, passed: json.numPassedTests ?? 0, failed };
}

/**
 * A Playwright run, from the `stats` of its JSON report and exit code.
 * - every unexpected result is one failure;
 * - a test that failed and then passed on a retry (Playwright's "flaky") is one failure too, with a note: the
 *   configs set `retries: 0` and `failOnFlakyTests: true`, so this only bites if a retry comes back;
 * - a suite that finds no tests fails;
 * - a non-zero exit without any failure counted (global setup, web server, config error) is one failure.
 * No report at all is one failure.
 */
export function countPlaywright(stats, exitCode) {
  if (!stats) return { ok: false, passed: 0, failed: 1, note: 'no JSON report' };
  const flaky = stats.flaky ?? 0;
  let failed = (stats.unexpected ?? 0) + flaky;
  if (exitCode !== 0 && failed === 0) failed = 1;
  if ((stats.expected ?? 0) + failed === 0) failed = 1; // a suite that finds no tests
  const note = flaky > 0 ? `${flaky} passed only on a retry` : undefined;
  return { ok: exitCode === 0 && failed === 0, passed: stats.expected ?? 0, failed, note };
}
