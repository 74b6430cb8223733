import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, extname, join, posix, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { nodeResolvableDeclarations, packageName } from './scripts/declaration-specifiers.ts';
import { scopedStyles } from './scripts/scope-styles.ts';

/**
 * The design system as an installable package (dist/design-system/, packed and tried by scripts/check-lib.mjs).
 * One ES module per source module, so a consumer's bundler keeps only the components it imports; each module
 * that has styles imports its own CSS file, so styles follow the components with no setup; type declarations
 * sit beside the modules with Node-resolvable specifiers; the manifest lists what the built files import.
 */
const outDir = 'dist/design-system';
/** tsc writes here first (rootDir is the repo: tokens.json sits outside design-system/), then d.ts files move beside the JS. */
const typesTemp = 'dist/.design-system-types';
/** Rendering happens in the consumer's React: one copy, so these are peers (the library relies on React 19 APIs). */
const PEERS = ['react', 'react-dom'];

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const runtimePackages = Object.keys(pkg.dependencies);

interface InstalledManifest {
  version: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function installed(name: string): InstalledManifest {
  const manifest = join('node_modules', name, 'package.json');
  if (!existsSync(manifest)) throw new Error(`the library imports ${name}, which is not installed`);
  return JSON.parse(readFileSync(manifest, 'utf8')) as InstalledManifest;
}

function installedVersion(name: string): string {
  return installed(name).version;
}

/**
 * A dependency's required peers must be installed next to it (@vanilla-extract/recipes' types import
 * @vanilla-extract/css): they become the library's dependencies too, except React, which stays the consumer's.
 */
function withRequiredPeers(names: Set<string>): Set<string> {
  const all = new Set(names);
  const queue = [...names];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const { peerDependencies = {}, peerDependenciesMeta = {} } = installed(name);
    for (const peer of Object.keys(peerDependencies)) {
      if (all.has(peer) || peerDependenciesMeta[peer]?.optional || peer.startsWith('@types/')) continue;
      all.add(peer);
      queue.push(peer);
    }
  }
  return all;
}

/** Runtime packages stay imports: the consumer installs them (declared from what the output imports, below). */
function isExternal(id: string): boolean {
  return runtimePackages.includes(packageName(id));
}

/**
 * Deep imports into packages without an "exports" map (`validator/lib/isEmail`) resolve in bundlers but
 * not in Node's ESM loader, which wants the file's extension: write the resolvable path into the output.
 */
function nodeResolvableSpecifier(id: string): string {
  const name = packageName(id);
  if (id === name || extname(id)) return id;
  const manifestPath = join('node_modules', name, 'package.json');
  if (!existsSync(manifestPath) || 'exports' in JSON.parse(readFileSync(manifestPath, 'utf8'))) return id;
  return existsSync(join('node_modules', `${id}.js`)) ? `${id}.js` : id;
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file));
}

/** Each declaration file's relative specifiers made Node-resolvable (scripts/declaration-specifiers.ts says why). */
function rewriteDeclarationSpecifiers(file: string): string[] {
  const exists = (relativeDeclaration: string) => existsSync(join(dirname(file), relativeDeclaration));
  try {
    const { text, packages } = nodeResolvableDeclarations(readFileSync(file, 'utf8'), exists);
    writeFileSync(file, text);
    return packages;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** Ranges from the installed versions: dependencies accept compatible updates, peers any React 19. */
function manifest(imported: Set<string>): string {
  const names = [...withRequiredPeers(imported)].filter((name) => !name.startsWith('@types/')).sort();
  const range = (name: string) => `^${installedVersion(name)}`;
  const peerDependencies = Object.fromEntries(
    PEERS.map((name) => [name, `^${installedVersion(name).split('.')[0]}.0.0`]),
  );
  const dependencies = Object.fromEntries(
    names.filter((name) => !PEERS.includes(name)).map((name) => [name, range(name)]),
  );
  const body = {
    name: '@p2p/design-system',
    version: pkg.version,
    private: true,
    description: 'The peer-to-peer fundraising design system: React components themed by campaign colours.',
    type: 'module',
    // Only the CSS files a module imports do something on import; every JS module can be dropped when unused.
    sideEffects: ['*.css'],
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', import: './index.js', default: './index.js' },
      './package.json': './package.json',
    },
    peerDependencies,
    dependencies,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/**
 * Vite's library mode writes each module's CSS to its own file but leaves only a `/* empty css *\/` marker in the
 * JS. Puts the import back, at the end so the source map's lines stay true (imports are hoisted; dependencies'
 * CSS, imported first, stays earlier in the cascade). Then emits the declarations and the manifest.
 */
function designSystemPackage(): Plugin {
  const imported = new Set<string>(PEERS);
  return {
    name: 'design-system-package',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // `imports` names the package files (keys of the bundle) and the external ids the chunk imports.
        for (const id of chunk.imports) if (!(id in bundle)) imported.add(packageName(id));
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        const from = posix.dirname(chunk.fileName);
        const imports = css.map((file) => {
          const path = posix.relative(from, file);
          return `import ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)};`;
        });
        if (imports.length > 0) chunk.code = `${chunk.code.replace(/\n?$/, '\n')}${imports.join('\n')}\n`;
      }
      this.emitFile({ type: 'asset', fileName: 'README.md', source: readFileSync('design-system/README.md', 'utf8') });
    },
    closeBundle() {
      rmSync(typesTemp, { recursive: true, force: true });
      const tsc = spawnSync(join('node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.lib.json'], { encoding: 'utf8' });
      if (tsc.status !== 0) throw new Error(`tsc -p tsconfig.lib.json failed:\n${tsc.stdout}${tsc.stderr}`);
      const declarations = join(typesTemp, 'design-system');
      for (const file of filesUnder(declarations, '.d.ts')) {
        const target = join(outDir, relative(declarations, file));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
      rmSync(typesTemp, { recursive: true, force: true });
      for (const file of filesUnder(outDir, '.d.ts')) {
        for (const name of rewriteDeclarationSpecifiers(file)) imported.add(name);
      }
      writeFileSync(join(outDir, 'package.json'), manifest(imported));
    },
  };
}

export default defineConfig({
  // The package's CSS carries the same scoping as the app's (scripts/scope-styles.ts): components need ThemeRoot.
  plugins: [react(), vanillaExtractPlugin(), scopedStyles(), designSystemPackage()],
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    copyPublicDir: false,
    lib: { entry: 'design-system/index.ts', formats: ['es'] },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'design-system',
        entryFileNames: '[name].js',
        paths: nodeResolvableSpecifier,
      },
    },
  },
});
