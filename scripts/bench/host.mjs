// The reference host on loopback, on a fresh seeded database, for the bench.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const ASSET_PREFIX = '/wp-content/plugins/give-peer-to-peer/assets/dist/';

export async function startHost({ root, port, dbFolder }) {
  const host = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'host/main.ts',
      '--port',
      String(port),
      '--db',
      join(dbFolder, 'p2p.sqlite'),
      '--reset',
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return host;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  host.kill();
  throw new Error('the reference host did not start');
}
