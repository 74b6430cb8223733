#!/usr/bin/env node
// Checks the built design-system library (dist/design-system, from `npm run build:lib`) is usable without
// the app: files and declarations exist, the ES module imports in plain Node with exactly the value exports
// that design-system/index.ts lists, a component renders on the server, and a strict TypeScript consumer
// compiles against the declarations. Exit code 0 when all hold; prints one line per check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = join(root, 'dist', 'design-system');
/** The pieces an admin-side screen needs (issue 2, "Library use"). */
const ADMIN_PIECES = ['Table', 'Modal', 'Notice', 'Pagination', 'FundraiserCard'];

const results = [];
async function check(name, run) {
  try {
    await run();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n      ${String(error?.message ?? error).split('\n').join('\n      ')}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Value (non-type) export names listed in design-system/index.ts, as `export { A, B as C, type D } from '…'`. */
function listedValueExports() {
  const source = readFileSync(join(root, 'design-system', 'index.ts'), 'utf8');
  const names = [];
  for (const [, list] of source.matchAll(/^export\s*\{([^}]*)\}\s*from/gm)) {
    for (const part of list.split(',').map((item) => item.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      names.push(part.split(/\s+as\s+/).pop());
    }
  }
  return names;
}

console.log('Library check (dist/design-system):');

await check('built files exist (index.js, design-system.css, index.d.ts, package.json)', () => {
  for (const file of ['index.js', 'design-system.css', 'index.d.ts', 'package.json', 'types/design-system/index.d.ts']) {
    assert(existsSync(join(lib, file)), `missing dist/design-system/${file}: run \`npm run build:lib\``);
  }
  assert(statSync(join(lib, 'design-system.css')).size > 0, 'design-system.css is empty');
  assert(readFileSync(join(lib, 'design-system.css'), 'utf8').includes('--'), 'design-system.css defines no CSS variables');
});

await check(`declarations for ${ADMIN_PIECES.join(', ')}`, () => {
  const missing = ADMIN_PIECES.filter((name) => !existsSync(join(lib, 'types', 'design-system', name, `${name}.d.ts`)));
  assert(missing.length === 0, `no .d.ts for ${missing.join(', ')}`);
});

let module;
await check('index.js imports in plain Node (no bundler, no app)', async () => {
  module = await import(pathToFileURL(join(lib, 'index.js')).href);
});

await check('ES module exports exactly the value exports listed in design-system/index.ts', () => {
  assert(module, 'module did not load');
  const listed = listedValueExports();
  const actual = Object.keys(module);
  const missing = listed.filter((name) => !actual.includes(name));
  const extra = actual.filter((name) => !listed.includes(name));
  assert(missing.length === 0 && extra.length === 0, `missing: [${missing.join(', ')}] extra: [${extra.join(', ')}]`);
  for (const name of ADMIN_PIECES) {
    assert(['function', 'object'].includes(typeof module[name]), `${name} is ${typeof module[name]}`);
  }
});

await check('Notice renders on the server inside ThemeRoot', async () => {
  assert(module, 'module did not load');
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(createElement(module.ThemeRoot, null, createElement(module.Notice, { type: 'success' })));
  assert(html.includes('Success'), `expected the default text "Success" in ${html.slice(0, 300)}`);
});

await check('a strict TypeScript consumer compiles against the declarations', () => {
  const dir = join(root, 'dist', '.lib-consumer-check');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'consumer.ts'),
    [
      `import { ${ADMIN_PIECES.join(', ')}, tokens, type TableColumn } from '../design-system/index.js';`,
      `export const pieces = [${ADMIN_PIECES.join(', ')}];`,
      'export const primary: string = tokens.color.primary;',
      'export type Column = TableColumn<{ name: string }>;',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        resolveJsonModule: true,
        skipLibCheck: false,
        types: [],
        lib: ['es2023', 'dom'],
      },
      files: ['consumer.ts'],
    }),
  );
  const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  assert(tsc.status === 0, `${tsc.stdout}${tsc.stderr}`.trim() || `tsc exited ${tsc.status}`);
});

const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
