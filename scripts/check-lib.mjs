#!/usr/bin/env node
// Checks the built design-system package (dist/design-system, from `npm run build:lib`) the way an outside team
// would use it: the manifest declares what the files import, the declarations resolve under Node's rules, then
// the packed tarball is installed into a scratch app that type-checks under `nodenext` and `bundler` and builds
// with Vite, and an app importing only Notice stays small. Exit code 0 when all hold; one line per check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import postcss from 'postcss';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = join(root, 'dist', 'design-system');
/** The issue's budget for an app that shows one Notice, React excluded. */
const NOTICE_BUDGET_GZIP = 12 * 1024;
/** What a Notice must never drag in: the heavy components and the packages only they use. */
const NOT_IN_NOTICE = ['react-dropzone', '@radix-ui/', '/FileUpload/', '/ShareButtons/', '/Tabs/', '/Modal/'];
/** Installed into the scratch app at the repo's versions, so the result does not drift with the registry. */
const CONSUMER_PINS = ['react', 'react-dom', '@types/react', '@types/react-dom'];

const started = Date.now();
const results = [];
async function check(name, run) {
  try {
    const detail = await run();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name}\n      ${String(error?.message ?? error)
        .split('\n')
        .join('\n      ')}`,
    );
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  assert(
    result.status === 0,
    `${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}${result.stderr}`.trim(),
  );
  return result.stdout;
}
function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
function filesUnder(dir, suffix) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file));
}
function packageName(specifier) {
  const [scopeOrName = '', maybeName = ''] = specifier.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${maybeName}` : scopeOrName;
}
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
function specifiers(file) {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => match[2]);
}
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** `export { A, type B, C as D } from '…'` lines of design-system/index.ts, by source file. */
function indexExports() {
  const source = readFileSync(join(root, 'design-system', 'index.ts'), 'utf8');
  const entries = [];
  for (const [, list, from] of source.matchAll(/^export\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    for (const part of list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const type = part.startsWith('type ');
      entries.push({
        name: part
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop(),
        type,
        from,
      });
    }
  }
  return entries;
}

console.log('Library check (dist/design-system):');
assert(existsSync(join(lib, 'package.json')), 'missing dist/design-system/package.json: run `npm run build:lib`');
const manifest = readJson(join(lib, 'package.json'));

await check('manifest: React and React DOM are peers with ranges, every other import a dependency with a range', () => {
  const imported = new Set();
  for (const file of [...filesUnder(lib, '.js'), ...filesUnder(lib, '.d.ts')]) {
    for (const specifier of specifiers(file)) if (!specifier.startsWith('.')) imported.add(packageName(specifier));
  }
  const peers = manifest.peerDependencies ?? {};
  const dependencies = manifest.dependencies ?? {};
  assert(JSON.stringify(Object.keys(peers).sort()) === '["react","react-dom"]', `peers: ${Object.keys(peers)}`);
  for (const [name, range] of Object.entries({ ...peers, ...dependencies })) {
    assert(/^[\^~>]/.test(range), `${name} is pinned to ${range}, not a range`);
  }
  const undeclared = [...imported].filter((name) => !(name in peers) && !(name in dependencies));
  assert(undeclared.length === 0, `imported but not declared: ${undeclared.join(', ')}`);
  // A declared package nothing imports must be a required peer of one that is imported (or React).
  const required = new Set(imported);
  for (const name of imported) {
    const installed = readJson(join(root, 'node_modules', name, 'package.json'));
    for (const peer of Object.keys(installed.peerDependencies ?? {})) {
      if (!installed.peerDependenciesMeta?.[peer]?.optional) required.add(peer);
    }
  }
  const unused = Object.keys(dependencies).filter((name) => !required.has(name));
  assert(unused.length === 0, `declared but never imported: ${unused.join(', ')}`);
  return `peers ${Object.keys(peers).join(', ')}; dependencies ${Object.keys(dependencies).join(', ')}`;
});

await check('sideEffects names only CSS, and every CSS file is imported by its style module', () => {
  assert(JSON.stringify(manifest.sideEffects) === '["*.css"]', `sideEffects: ${JSON.stringify(manifest.sideEffects)}`);
  const cssFiles = filesUnder(lib, '.css');
  assert(cssFiles.length > 20, `only ${cssFiles.length} CSS files: are modules preserved?`);
  const imported = new Set();
  for (const file of filesUnder(lib, '.js')) {
    for (const specifier of specifiers(file))
      if (specifier.endsWith('.css')) imported.add(join(dirname(file), specifier));
  }
  for (const css of cssFiles) {
    assert(imported.has(css), `no module imports ${css}: its styles would be lost`);
    // Notice/Notice.css.ts.vanilla.css holds the styles of Notice/Notice.css.ts, built to Notice/Notice.css.js.
    const owner = css.replace(/\.ts\.vanilla\.css$/, '.js');
    const wanted = `./${css.slice(dirname(css).length + 1)}`;
    if (existsSync(owner)) assert(specifiers(owner).includes(wanted), `${owner} does not import ${wanted}`);
  }
  return `${cssFiles.length} CSS files`;
});

await check("the CSS is scoped under ThemeRoot with raised specificity, as the app's (scripts/scope-styles.ts)", () => {
  const SCOPE = '.p2p-root.p2p-root.p2p-root';
  let rules = 0;
  for (const file of filesUnder(lib, '.css')) {
    postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
      for (const selector of rule.selectors) {
        if (selector === ':root') continue;
        const scoped = selector.startsWith(SCOPE) || selector.startsWith(`[dir="rtl"] ${SCOPE}`);
        assert(scoped, `${file}: \`${selector}\` is not under ${SCOPE}: a theme's rules would beat it`);
        rules += 1;
      }
    });
  }
  assert(rules > 100, `only ${rules} selectors: is the CSS there?`);
  return `${rules} selectors`;
});

await check('declarations: relative specifiers name files (nodenext), no declaration maps', () => {
  const declarations = filesUnder(lib, '.d.ts');
  assert(declarations.length > 40, `only ${declarations.length} declaration files`);
  for (const file of declarations) {
    for (const specifier of specifiers(file).filter((s) => s.startsWith('.'))) {
      assert(/\.js$/.test(specifier), `${file}: extensionless or non-JS specifier ${specifier}`);
      assert(
        existsSync(join(dirname(file), specifier.replace(/\.js$/, '.d.ts'))),
        `${file}: ${specifier} has no declaration`,
      );
    }
  }
  assert(filesUnder(lib, '.d.ts.map').length === 0, 'declaration maps point at sources the package does not ship');
  return `${declarations.length} files`;
});

await check('every exported component has its props types exported from index.ts', () => {
  const entries = indexExports();
  const exported = new Set(entries.map((entry) => entry.name));
  const componentFiles = new Set(
    entries.filter((entry) => !entry.type && /^[A-Z]/.test(entry.name)).map((entry) => entry.from),
  );
  const missing = [];
  for (const from of componentFiles) {
    if (!existsSync(join(root, 'design-system', `${from}.tsx`))) continue;
    const source = readFileSync(join(root, 'design-system', `${from}.tsx`), 'utf8');
    const declared = [...source.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1]);
    const reexported = [...source.matchAll(/^export type \{([^}]*)\}/gm)].flatMap((match) =>
      match[1].split(',').map((name) => name.trim()),
    );
    for (const name of [...declared, ...reexported].filter(Boolean))
      if (!exported.has(name)) missing.push(`${name} (${from})`);
  }
  assert(missing.length === 0, `not exported from design-system/index.ts: ${missing.join(', ')}`);
});

// The scratch app: the tarball `npm pack` makes, installed as a team would (from the registry cache when it has them).
const scratch = mkdtempSync(join(tmpdir(), 'p2p-lib-consumer-'));
let installedOk = false;
await check('npm pack, then npm install of the tarball into a scratch app', () => {
  const [packed] = JSON.parse(
    run('npm', ['pack', lib, '--pack-destination', scratch, '--json', '--loglevel=error'], scratch),
  );
  const tarball = packed.filename;
  const pins = Object.fromEntries(
    CONSUMER_PINS.map((name) => [name, readJson(join(root, 'node_modules', name, 'package.json')).version]),
  );
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'scratch-admin',
      private: true,
      type: 'module',
      dependencies: { '@p2p/design-system': `file:./${tarball}`, ...pins },
    }),
  );
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    scratch,
  );
  installedOk = existsSync(join(scratch, 'node_modules', '@p2p', 'design-system', 'index.d.ts'));
  assert(installedOk, 'the package is not in node_modules after install');
  return `${tarball}, ${kb(packed.size)} packed, ${packed.entryCount} files`;
});

/** Every exported props or option type, with type arguments for the generic ones. */
function propsTypes() {
  const generic = { TableProps: '<Row>', TableColumn: '<Row>' };
  return indexExports()
    .filter((entry) => entry.type && /(Props|Option|Column)$/.test(entry.name))
    .map((entry) => `${entry.name}${generic[entry.name] ?? ''}`);
}

const CONSUMER = `import { Notice, ThemeRoot, Table, ${propsTypes()
  .map((type) => `type ${type.replace(/<.*/, '')}`)
  .join(', ')} } from '@p2p/design-system';
import { createElement } from 'react';

// exactOptionalPropertyTypes: an app passes optional props straight from its own optional values.
type Row = { name: string };
type OptionalKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? K : never }[keyof T];
/** The optional props of T that refuse an explicit undefined (never when all accept it). */
type Refusing<T> = T extends unknown ? { [K in OptionalKeys<T>]-?: { [P in K]: undefined } extends Pick<T, K> ? never : K }[OptionalKeys<T>] : never;
type None<T extends never> = T;
export type OptionalPropsAcceptUndefined = [
${propsTypes()
  .map((type) => `  None<Refusing<${type}>>,`)
  .join('\n')}
];

const title: string | undefined = undefined;
const props: NoticeProps = { type: 'success', title, children: 'Saved' };
export const app = createElement(ThemeRoot, { primaryColor: '#0a7' }, createElement(Notice, props));
export const table = createElement(Table<Row>, { caption: 'People', columns: [{ key: 'name', label: 'Name' }], data: [{ name: 'Ada' }] });
`;

function typeCheck(resolution) {
  const dir = join(scratch, `types-${resolution}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
  // The package README's example compiles as written.
  const example = /```tsx\n([\s\S]*?)```/.exec(readFileSync(join(lib, 'README.md'), 'utf8'));
  assert(example, 'the package README has no tsx example');
  writeFileSync(join(dir, 'readme-example.tsx'), example[1]);
  const module = resolution === 'nodenext' ? 'nodenext' : 'esnext';
  const compilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: false,
    target: 'es2022',
    module,
    moduleResolution: resolution,
    lib: ['es2023', 'dom', 'dom.iterable'],
    jsx: 'react-jsx',
    types: [],
  };
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: ['consumer.ts', 'readme-example.tsx'] }),
  );
  // nodenext reads "type": "module" from the nearest package.json: the scratch app's.
  run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(dir, 'tsconfig.json')], dir);
}

for (const resolution of ['nodenext', 'bundler']) {
  await check(
    `a strict app and the README example (exactOptionalPropertyTypes, skipLibCheck off) type-check under moduleResolution ${resolution}`,
    () => {
      assert(installedOk, 'not installed');
      typeCheck(resolution);
    },
  );
}

/** Builds `source` as the scratch app's entry with React left out; returns the JS and CSS sizes and the modules used. */
async function buildApp(name, source, ssr = false) {
  const { build } = await import(pathToFileURL(join(root, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href);
  const entry = join(scratch, `${name}.js`);
  writeFileSync(entry, source);
  const modules = [];
  const output = await build({
    root: scratch,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    ssr: ssr ? { noExternal: ['@p2p/design-system'] } : undefined,
    plugins: [
      {
        name: 'list-modules',
        generateBundle: (_, bundle) => {
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') modules.push(...chunk.moduleIds);
        },
      },
    ],
    build: {
      outDir: join(scratch, `dist-${name}`),
      emptyOutDir: true,
      ssr: ssr ? entry : false,
      minify: !ssr,
      modulePreload: false,
      rollupOptions: { input: entry, external: ssr ? undefined : (id) => /^react(-dom)?(\/|$)/.test(id) },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const gzip = (suffix) =>
    files
      .filter((file) => file.fileName.endsWith(suffix))
      .reduce((sum, file) => sum + gzipSync(file.type === 'chunk' ? file.code : file.source).length, 0);
  return { js: gzip('.js'), css: gzip('.css'), modules, outDir: join(scratch, `dist-${name}`) };
}

const noticeOnly = `import { Notice } from '@p2p/design-system';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement(Notice, { type: 'success' }, 'Saved'));
`;
await check(
  `a Vite app importing only Notice: under ${kb(NOTICE_BUDGET_GZIP)} gzip JS (React excluded), no heavy modules`,
  async () => {
    assert(installedOk, 'not installed');
    const { js, css, modules } = await buildApp('notice', noticeOnly);
    const dragged = NOT_IN_NOTICE.filter((marker) => modules.some((id) => id.includes(marker)));
    assert(dragged.length === 0, `pulled in: ${dragged.join(', ')}`);
    assert(
      modules.some((id) => id.endsWith('Notice.css.ts.vanilla.css')),
      "the Notice's CSS did not come with it",
    );
    assert(js <= NOTICE_BUDGET_GZIP, `${kb(js)} gzip JS is over the budget`);
    return `${kb(js)} JS + ${kb(css)} CSS gzip`;
  },
);

await check('a Vite app importing the whole library builds (size for reference)', async () => {
  assert(installedOk, 'not installed');
  const names = indexExports()
    .filter((entry) => !entry.type)
    .map((entry) => entry.name);
  const { js, css } = await buildApp(
    'all',
    `import * as ds from '@p2p/design-system';\nconsole.log(${JSON.stringify(names)}.map((name) => typeof ds[name]));\n`,
  );
  return `${kb(js)} JS + ${kb(css)} CSS gzip`;
});

await check('Notice renders inside ThemeRoot from the built package (server render of a Vite SSR build)', async () => {
  assert(installedOk, 'not installed');
  const source = `import { Notice, ThemeRoot } from '@p2p/design-system';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
export const html = renderToString(createElement(ThemeRoot, null, createElement(Notice, { type: 'success' })));
`;
  const { outDir } = await buildApp('ssr', source, true);
  const { html } = await import(pathToFileURL(join(outDir, 'ssr.js')).href);
  assert(
    html.includes('Success') && html.includes('role="status"'),
    `expected a polite "Success" status in ${html.slice(0, 300)}`,
  );
  assert(
    html.startsWith('<div class="p2p-root"'),
    `ThemeRoot's element lacks the scoping class: ${html.slice(0, 120)}`,
  );
});

rmSync(scratch, { recursive: true, force: true });
const failed = results.filter((result) => !result.ok).length;
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
