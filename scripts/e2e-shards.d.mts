// Types for scripts/e2e-shards.mjs (imported by its test).

export interface Shard {
  files: string[];
  seconds: number;
}
export interface PlaywrightSuite {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export const SPEC_DIR: string;
export const SECONDS_FILE: string;
export function listSpecs(dir?: string): string[];
export function partitionSpecs(files: string[], seconds: Record<string, number>, shards: number): Shard[];
export function secondsFromReports(reports: { suites?: PlaywrightSuite[] }[]): Record<string, number>;
export function readSeconds(path?: string): Record<string, number>;
