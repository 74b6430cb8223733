#!/usr/bin/env node
// `npm start`: build both apps (scripts/build-apps.mjs → dist/), then run the reference host on 127.0.0.1.
// The host prints the campaign page, the admin page (/wp-admin/admin.php?page=p2p-campaigns) and, in demo mode,
// the administrator's login. Extra arguments go to the host (e.g. `npm start -- --reset --port 9000 --csp`); `--no-build` skips the build.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const hostArgs = args.filter((a) => a !== '--no-build');

if (!skipBuild) {
  console.log('[start] building both apps: scripts/build-apps.mjs');
  const started = Date.now();
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-apps.mjs'), '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('[start] the app build failed; fix it or run with --no-build');
    process.exit(build.status ?? 1);
  }
  console.log(`[start] built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const host = spawn(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'host/main.ts'), '--demo', ...hostArgs],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => host.kill(signal));
}
host.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
