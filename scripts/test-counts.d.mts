// Types for scripts/test-counts.mjs (imported by its test).

/** The parts of Vitest's JSON report (`--reporter=json`) the count reads. */
export interface VitestReport {
  numTotalTests?: number;
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { status?: string; assertionResults?: { status?: string }[] }[];
}

/** `stats` of Playwright's JSON report. */
export interface PlaywrightStats {
  expected?: number;
  unexpected?: number;
  flaky?: number;
  skipped?: number;
}

/** One step's line in the summary of `npm test`. */
export interface StepCount {
  ok: boolean;
  passed: number;
  failed: number;
  note?: string | undefined;
}

export function countVitest(json: VitestReport | null | undefined, exitCode: number): StepCount;
export function countPlaywright(stats: PlaywrightStats | null | undefined, exitCode: number): StepCount;
