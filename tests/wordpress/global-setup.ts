import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSite } from './site';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds both apps (scripts/build-apps.mjs) when there is no build yet (npm test's bench step builds it first)
 * and the script translations, then starts the site.
 */
export default async function globalSetup(): Promise<() => void> {
  execFileSync(process.execPath, [join(root, 'scripts', 'i18n-json.mjs')], { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(root, 'dist', 'p2p.js')))
    execFileSync(process.execPath, [join(root, 'scripts', 'build-apps.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
  const started = Date.now();
  const site = await startSite(root);
  console.log(
    `[wordpress] MariaDB, reference host and WordPress up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return () => site.stop();
}
