import { describe, expect, it } from 'vitest';
import e2eConfig from '../tests/e2e/playwright.config.ts';
import visualConfig from '../tests/visual/playwright.config.ts';
import { countPlaywright, countVitest, type VitestReport } from './test-counts.mjs';

/** A Vitest JSON report of files, each a list of test statuses; a file with no tests that failed did not load. */
function vitestReport(files: { status: 'passed' | 'failed'; tests: ('passed' | 'failed')[] }[]): VitestReport {
  const tests = files.flatMap((file) => file.tests);
  return {
    numTotalTests: tests.length,
    numPassedTests: tests.filter((status) => status === 'passed').length,
    numFailedTests: tests.filter((status) => status === 'failed').length,
    testResults: files.map((file) => ({
      status: file.status,
      assertionResults: file.tests.map((status) => ({ status })),
    })),
  };
}

describe('countVitest', () => {
  it('passes a clean report', () => {
    const report = vitestReport([{ status: 'passed', tests: ['passed', 'passed', 'passed'] }]);
    expect(countVitest(report, 0)).toEqual({ ok: true, passed: 3, failed: 0 });
  });

  it('counts each failed test', () => {
    const report = vitestReport([
      { status: 'failed', tests: ['passed', 'failed', 'failed'] },
      { status: 'passed', tests: ['passed'] },
    ]);
    expect(countVitest(report, 1)).toEqual({ ok: false, passed: 2, failed: 2 });
  });

  it('counts a file that failed to load as one failure, next to the failed tests of other files', () => {
    const report = vitestReport([
      { status: 'failed', tests: [] },
      { status: 'failed', tests: ['passed', 'failed'] },
    ]);
    expect(countVitest(report, 1)).toEqual({ ok: false, passed: 1, failed: 2 });
  });

  it('counts every file that failed to load, even when nothing else failed', () => {
    const report = vitestReport([
      { status: 'failed', tests: [] },
      { status: 'failed', tests: [] },
      { status: 'passed', tests: ['passed'] },
    ]);
    expect(countVitest(report, 1)).toEqual({ ok: false, passed: 1, failed: 2 });
  });

  it('fails a project that found no tests, even if Vitest exits 0', () => {
    expect(countVitest(vitestReport([]), 0)).toEqual({ ok: false, passed: 0, failed: 1 });
  });

  it('counts a non-zero exit with no failed test as one failure', () => {
    const report = vitestReport([{ status: 'passed', tests: ['passed', 'passed'] }]);
    expect(countVitest(report, 1)).toEqual({ ok: false, passed: 2, failed: 1 });
  });

  it('counts a missing report as one failure', () => {
    expect(countVitest(null, 0)).toEqual({ ok: false, passed: 0, failed: 1, note: 'no JSON report' });
  });
});

describe('countPlaywright', () => {
  it('passes a clean report', () => {
    expect(countPlaywright({ expected: 12, unexpected: 0, flaky: 0, skipped: 1 }, 0)).toEqual({
      ok: true,
      passed: 12,
      failed: 0,
      note: undefined,
    });
  });

  it('counts a test that passed only on a retry as a failure, with a note, even if Playwright exits 0', () => {
    expect(countPlaywright({ expected: 5, unexpected: 0, flaky: 1 }, 0)).toEqual({
      ok: false,
      passed: 5,
      failed: 1,
      note: '1 passed only on a retry',
    });
  });

  it('counts each flaky test on top of the failed ones', () => {
    expect(countPlaywright({ expected: 5, unexpected: 1, flaky: 2 }, 1)).toEqual({
      ok: false,
      passed: 5,
      failed: 3,
      note: '2 passed only on a retry',
    });
  });

  it('fails a suite that found no tests, even if Playwright exits 0', () => {
    expect(countPlaywright({ expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, 0)).toMatchObject({
      ok: false,
      failed: 1,
    });
  });

  it('counts a non-zero exit with no failed test as one failure', () => {
    expect(countPlaywright({ expected: 7, unexpected: 0, flaky: 0 }, 1)).toEqual({
      ok: false,
      passed: 7,
      failed: 1,
      note: undefined,
    });
  });

  it('counts a missing report as one failure', () => {
    expect(countPlaywright(undefined, 0)).toEqual({ ok: false, passed: 0, failed: 1, note: 'no JSON report' });
  });
});

// Both configs only read environment variables and build paths when imported (the e2e host starts from the
// webServer entry, which only Playwright's runner acts on), so importing them here is safe.
describe.each([
  ['tests/e2e/playwright.config.ts', e2eConfig],
  ['tests/visual/playwright.config.ts', visualConfig],
])('%s', (_path, config) => {
  it('gives no test a retry, and fails the run if one passes only on a retry', () => {
    expect(config.retries).toBe(0);
    expect(config.failOnFlakyTests).toBe(true);
    for (const project of config.projects ?? []) expect(project.retries ?? 0).toBe(0);
  });
});
