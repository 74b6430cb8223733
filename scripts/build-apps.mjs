#!/usr/bin/env node
// Both apps into one folder, visitor first (it empties the folder), then admin: `node scripts/build-apps.mjs
// [--outDir dist] [--logLevel warn]`; npm run build:app, npm start, the bench and the e2e and WordPress set-ups call it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outDir: { type: 'string' }, logLevel: { type: 'string' } } });

for (const config of ['vite.config.ts', 'vite.admin.config.ts']) {
  await build({
    root,
    configFile: join(root, config),
    logLevel: values.logLevel,
    build: values.outDir ? { outDir: values.outDir } : {},
  });
}
