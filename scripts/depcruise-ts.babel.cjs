/**
 * Babel "config" that lets dependency-cruiser read TypeScript without the TypeScript JS API.
 *
 * dependency-cruiser parses .ts/.tsx through the `typescript` package's JS API, which TypeScript 7
 * (the Go compiler) no longer ships. Given a babel config it hands each file to babel instead; this
 * config's parser override strips the types with esbuild (already installed with vite, storybook and
 * tsx) and re-adds every `import type` / `export type … from` as a bare import, so type-only edges
 * still count for the layering and cycle rules. Remove this file and `babelConfig` in
 * .dependency-cruiser.cjs if `@swc/core` is added (then use `parser: 'swc'`).
 */
const { transformSync } = require('esbuild');

const TS_FILE = /\.[cm]?tsx?$/;

/** Sources of `import type … from 'x'` and `export type … from 'x'` (erased by type stripping). */
function typeOnlySources(program) {
  const sources = [];
  for (const node of program.body) {
    const typeImport = node.type === 'ImportDeclaration' && node.importKind === 'type';
    const typeExport =
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.exportKind === 'type' &&
      node.source;
    if (typeImport || typeExport) sources.push(node.source.value);
  }
  return sources;
}

function stripTypes() {
  return {
    name: 'depcruise-strip-types',
    parserOverride(code, parserOpts, parse) {
      const file = parserOpts.sourceFileName ?? parserOpts.sourceFilename ?? '';
      if (!TS_FILE.test(file)) return undefined;
      const tsx = file.endsWith('x');
      const typed = parse(code, { ...parserOpts, plugins: tsx ? ['typescript', 'jsx'] : ['typescript'] });
      const { code: js } = transformSync(code, {
        loader: tsx ? 'tsx' : 'ts',
        jsx: 'automatic',
        format: 'esm',
        target: 'es2022',
        sourcefile: file,
        // Keep every value import as written, even one used only as a type (as TypeScript does under this flag).
        tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
      });
      const typeImports = typeOnlySources(typed.program).map((source) => `import ${JSON.stringify(source)};`);
      return parse([js, ...typeImports].join('\n'), { ...parserOpts, plugins: [] });
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [stripTypes],
};
