import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const STORYBOOK_STATIC = join(REPO_ROOT, 'storybook-static');
export const STORYBOOK_INDEX = join(STORYBOOK_STATIC, 'index.json');

/** Everything a Storybook build reads: a change to any of these makes storybook-static stale. */
const BUILD_INPUTS = ['design-system', 'screens', '.storybook', 'tokens.json', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file shows only as a newer directory
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function storybookIsStale(): boolean {
  if (!existsSync(STORYBOOK_INDEX)) return true;
  const built = statSync(STORYBOOK_INDEX).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(REPO_ROOT, input)) > built);
}

/**
 * Builds storybook-static unless it is newer than every source (VISUAL_REBUILD=1 forces a build,
 * VISUAL_REBUILD=0 trusts whatever is there). The same build `npm run build-storybook` makes, so
 * one build serves designers, Chromatic and this test.
 */
export function ensureStorybookBuilt(): void {
  const mode = process.env.VISUAL_REBUILD;
  if (mode === '0' && existsSync(STORYBOOK_INDEX)) return;
  if (mode !== '1' && !storybookIsStale()) {
    console.log('[visual] storybook-static is up to date; reusing it');
    return;
  }
  console.log('[visual] building storybook-static ...');
  const started = Date.now();
  execFileSync(join(REPO_ROOT, 'node_modules', '.bin', 'storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  console.log(`[visual] storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
