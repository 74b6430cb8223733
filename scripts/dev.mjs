#!/usr/bin/env node
// `npm run dev`: Vite's dev server (http://127.0.0.1:5173, hot reload) plus the reference host in --dev mode,
// whose pages load the app from the dev server. Extra arguments go to the host (e.g. `npm run dev -- --reset`).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      join(root, 'host/main.ts'),
      '--dev',
      '--demo',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
];

let stopping = false;
function stop(signal = 'SIGTERM', code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM', code ?? 0);
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
