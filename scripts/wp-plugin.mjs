#!/usr/bin/env node
// `npm run wp:plugin [-- TARGET]`: assembles the WordPress plugin folder from wordpress/give-p2p (the loader), the
// build (dist/ → assets/dist/) and the script translations (languages/*.json → languages/), in build/give-p2p/ unless
// a target is given. The real-WordPress tests install exactly this folder (tests/wordpress/site.ts).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Writes the plugin folder at `target` (replacing it) and returns its path. */
export function assemblePlugin(target = join(root, 'build', 'give-p2p')) {
  if (!existsSync(join(root, 'dist', 'p2p.js'))) throw new Error('no build in dist/: run `npm run build` first');
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'wordpress', 'give-p2p'), target, { recursive: true });
  cpSync(join(root, 'dist'), join(target, 'assets', 'dist'), {
    recursive: true,
    // Source maps and the library build stay out of the plugin.
    filter: (file) => !file.endsWith('.map') && !file.includes(join('dist', 'design-system')),
  });
  cpSync(join(root, 'languages'), join(target, 'languages'), {
    recursive: true,
    filter: (file) => !/\.(po|pot)$/.test(file) && !/-en_XA-/.test(file),
  });
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2] ? resolve(process.argv[2]) : undefined;
  console.log(`WordPress plugin folder: ${assemblePlugin(target)}`);
}
