import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DIST } from './env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCES = [
  'screens',
  'design-system',
  'tokens.json',
  'vite.config.ts',
  'vite.admin.config.ts',
  'scripts/build-apps.mjs',
  'scripts/react-router-tree-shaking.ts',
  'scripts/scope-styles.ts',
  'package-lock.json',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

/**
 * Builds both apps (scripts/build-apps.mjs → dist/) when dist/p2p.js is missing or older than any source file.
 * Set P2P_E2E_SKIP_BUILD=1 to never build (the host then answers 404 for the app's files).
 */
export default function globalSetup(): void {
  if (process.env.P2P_E2E_SKIP_BUILD === '1') return;
  if (!existsSync(join(root, 'screens', 'main.tsx'))) {
    console.warn('[e2e] screens/main.tsx is missing: not building the app');
    return;
  }
  const entry = join(root, E2E_DIST, 'p2p.js');
  const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (built >= sources) return;
  console.log(`[e2e] ${E2E_DIST}/ is missing or stale: scripts/build-apps.mjs`);
  execFileSync(
    process.execPath,
    [join(root, 'scripts', 'build-apps.mjs'), '--logLevel', 'warn', '--outDir', E2E_DIST],
    { cwd: root, stdio: 'inherit' },
  );
}
