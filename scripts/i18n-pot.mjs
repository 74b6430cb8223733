#!/usr/bin/env node
// `npm run i18n:pot`: extracts every translatable string of the visitor app, the admin app and the design system
// into languages/give-peer-to-peer.pot with WordPress's own extractor (@wordpress/babel-plugin-makepot, the Babel
// plugin behind Gutenberg's templates): `__`, `_n`, `_x`, `_nx` calls, `/* translators: … */` comments on the
// call's line or the line above, `file:line` references. Tests and stories are not shipped, so not extracted.
// The reference host's files are read too: they stand in for the plugin's PHP, whose strings (admin menu, page
// headings, forms, notices, printed with `text.__('…')` through host/i18n/siteText.ts) belong to the same text
// domain. WordPress core's strings the host prints (host/i18n/coreText.ts, called as core()) are not extracted.
//
//   node scripts/i18n-pot.mjs           writes the template
//   import { makePot } from …           the template as a string (the staleness test compares it)
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@babel/core';
import makepot from '@wordpress/babel-plugin-makepot';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const POT_PATH = join(root, 'languages', 'give-peer-to-peer.pot');
export const SOURCE_DIRS = ['design-system', 'screens'];
/** The plugin's PHP side, as the reference host stands in for it: extracted, but not linted as app source. */
export const PHP_SOURCE_DIRS = ['host'];
const NOT_SHIPPED = /\.(test|stories|spec)\.tsx?$|\.css\.ts$|\.d\.ts$/;
/** Test helpers and fixtures live in `testing/` folders; the apps never import them. */
const TEST_ONLY_DIR = 'testing';

/** Every shipped .ts/.tsx file under the source folders, sorted (the template's order must not depend on the disk). */
export function sourceFiles(dirs = SOURCE_DIRS) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== TEST_ONLY_DIR) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !NOT_SHIPPED.test(entry.name)) files.push(path);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return files.sort();
}

/** The files the template is extracted from: the apps' and the design system's, then the PHP stand-ins'. */
export const potSourceFiles = () => [...sourceFiles(), ...sourceFiles(PHP_SOURCE_DIRS)];

const HEADERS = {
  'Project-Id-Version': 'Give - Peer-to-Peer',
  'Report-Msgid-Bugs-To': '',
  'MIME-Version': '1.0',
  'content-type': 'text/plain; charset=UTF-8',
  'Content-Transfer-Encoding': '8bit',
  'Plural-Forms': 'nplurals=2; plural=(n != 1);',
  'X-Domain': 'give-peer-to-peer',
  'X-Generator': 'babel-plugin-makepot',
};

/** The template as text. `creationDate` is the one header that changes between runs (tests pass a fixed one). */
export function makePot(creationDate = new Date().toISOString().replace(/\.\d+Z$/, '+00:00')) {
  // The plugin writes its accumulated template after each file; one plugin instance per run (Babel caches the
  // instance per options object), so the last write holds every file's strings.
  const dir = mkdtempSync(join(tmpdir(), 'p2p-pot-'));
  const output = join(dir, 'out.pot');
  const options = { output, headers: { ...HEADERS, 'POT-Creation-Date': creationDate } };
  const cwd = process.cwd();
  try {
    // References are relative to the working directory: the repository root, wherever the script is run from.
    if (cwd !== root) process.chdir(root);
    for (const file of potSourceFiles()) {
      transformSync(readFileSync(file, 'utf8'), {
        filename: relative(root, file),
        babelrc: false,
        configFile: false,
        code: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[makepot, options]],
      });
    }
    return readFileSync(output, 'utf8');
  } finally {
    if (process.cwd() !== cwd) process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Entries in a template (the header excluded). */
export function countEntries(pot) {
  return (pot.match(/^msgid "/gm) ?? []).length - 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pot = makePot();
  writeFileSync(POT_PATH, pot);
  console.log(`${relative(root, POT_PATH)}: ${countEntries(pot)} strings`);
}
