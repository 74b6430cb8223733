import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The design system as an ES module library (dist/design-system/): index.js, design-system.css and,
 * from `tsc -p tsconfig.lib.json`, type declarations under types/. An admin-side screen imports
 * `Table`, `Modal`, ... from it and links design-system.css, without the app.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const dependencies = Object.keys(pkg.dependencies);

/** react, react-dom, react/jsx-runtime and every runtime dependency stay imports: the consumer installs them. */
function isExternal(id: string): boolean {
  return dependencies.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Deep imports into packages without an "exports" map (`validator/lib/isEmail`) resolve in bundlers but
 * not in Node's ESM loader, which wants the file's extension: write the resolvable path into the output.
 */
function nodeResolvableSpecifier(id: string): string {
  const [scopeOrName = '', maybeName = ''] = id.split('/');
  const name = scopeOrName.startsWith('@') ? `${scopeOrName}/${maybeName}` : scopeOrName;
  if (id === name || extname(id)) return id;
  const manifestPath = join('node_modules', name, 'package.json');
  if (!existsSync(manifestPath) || 'exports' in JSON.parse(readFileSync(manifestPath, 'utf8'))) return id;
  return existsSync(join('node_modules', `${id}.js`)) ? `${id}.js` : id;
}

/** Files that make dist/design-system a package folder: its manifest, the types entry and the JSON the types import. */
function packageFiles(): Plugin {
  return {
    name: 'design-system-package-files',
    apply: 'build',
    generateBundle() {
      const peerDependencies = Object.fromEntries(dependencies.map((name) => [name, pkg.dependencies[name]]));
      const manifest = {
        name: '@p2p/design-system',
        version: pkg.version,
        private: true,
        type: 'module',
        sideEffects: ['*.css'],
        main: './index.js',
        module: './index.js',
        types: './index.d.ts',
        exports: {
          '.': { types: './index.d.ts', import: './index.js' },
          './design-system.css': './design-system.css',
        },
        peerDependencies,
      };
      this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'index.d.ts', source: "export * from './types/design-system/index';\n" });
      // theme/tokens.d.ts keeps `import rawTokens from '../../tokens.json'` (types/design-system/theme → types/).
      this.emitFile({ type: 'asset', fileName: 'types/tokens.json', source: readFileSync('tokens.json', 'utf8') });
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), packageFiles()],
  publicDir: false,
  build: {
    outDir: 'dist/design-system',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    copyPublicDir: false,
    lib: {
      entry: 'design-system/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'design-system',
    },
    rollupOptions: { external: isExternal, output: { paths: nodeResolvableSpecifier } },
  },
});
