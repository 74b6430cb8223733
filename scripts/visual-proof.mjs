#!/usr/bin/env node
/**
 * Proves the visual baselines catch a real change: in a scratch copy of HEAD (the real tree is never
 * touched), Button's corner radius goes from the `md` token to `pill`; that copy's Storybook is built
 * and the visual spec runs for the Button stories and, as a control, for Badge (which does not render
 * Button) against the committed baselines. It passes when EVERY Button story fails on its screenshot
 * and every Badge story still passes. Two to three minutes on a busy machine: not part of `npm test`.
 *
 *   npm run test:visual:proof            # prints a summary; exit 0 when the proof holds
 *   npm run test:visual:proof -- --keep  # keeps the scratch copy and its HTML report for a look
 *
 * HEAD is what is copied: commit first (uncommitted changes are not in the proof).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = join(import.meta.dirname, '..');
const CHANGED = { title: 'Primitives/Button', file: 'design-system/Button/Button.css.ts' };
const CONTROL = { title: 'Primitives/Badge', folder: 'design-system/Badge' };
const TOKEN_BEFORE = 'borderRadius: vars.radius.md';
const TOKEN_AFTER = 'borderRadius: vars.radius.pill';
/** Caches written during a build stay in the scratch copy, not in the real node_modules. */
const NOT_LINKED = new Set(['.cache', '.vite', '.vite-temp', '.tmp']);

const keep = process.argv.includes('--keep');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function fail(message) {
  console.error(`visual proof FAILED: ${message}`);
  process.exitCode = 1;
}

/** HEAD's tracked files, unpacked; node_modules linked entry by entry so caches land in the copy. */
function makeScratchCopy() {
  const scratch = mkdtempSync(join(tmpdir(), 'p2p-visual-proof-'));
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: REPO, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', scratch], { input: archive });
  mkdirSync(join(scratch, 'node_modules'));
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (!NOT_LINKED.has(entry)) symlinkSync(join(REPO, 'node_modules', entry), join(scratch, 'node_modules', entry));
  }
  return scratch;
}

function changeOneToken(scratch) {
  const file = join(scratch, CHANGED.file);
  const source = readFileSync(file, 'utf8');
  const count = source.split(TOKEN_BEFORE).length - 1;
  if (count !== 1) throw new Error(`expected "${TOKEN_BEFORE}" once in ${CHANGED.file}, found it ${count} times`);
  writeFileSync(file, source.replace(TOKEN_BEFORE, TOKEN_AFTER));
}

function controlIsIndependent(scratch) {
  const folder = join(scratch, CONTROL.folder);
  return readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name))
    .every((name) => !/from '\.\.\/Button/.test(readFileSync(join(folder, name), 'utf8')));
}

function storiesOf(scratch, title) {
  const index = JSON.parse(readFileSync(join(scratch, 'storybook-static', 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.title === title && !(entry.tags ?? []).includes('no-visual'))
    .map((entry) => entry.name);
}

/** Runs the copy's own visual spec (CI=1: a missing baseline fails, nothing is written) for both components. */
function runVisualSpec(scratch) {
  const report = join(scratch, 'proof-report.json');
  const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const grep = `(${escapeRegExp(CHANGED.title)}|${escapeRegExp(CONTROL.title)}) `;
  const run = spawnSync(
    join(scratch, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', 'tests/visual/playwright.config.ts', 'stories.spec.ts', '--grep', grep, '--reporter=json,html'],
    {
      cwd: scratch,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      env: {
        ...process.env,
        CI: '1',
        VISUAL_REBUILD: '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        PLAYWRIGHT_HTML_OUTPUT_DIR: join(scratch, 'playwright-report', 'visual'),
        PLAYWRIGHT_HTML_OPEN: 'never',
      },
    },
  );
  if (!existsSync(report)) throw new Error(`the visual spec wrote no report:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(readFileSync(report, 'utf8'));
}

/** Flattens Playwright's JSON report to { component, story, status, message }. */
function outcomes(report) {
  const rows = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const result = spec.tests?.[0]?.results?.at(-1);
      rows.push({
        component: path.at(-1),
        story: spec.title,
        status: result?.status ?? 'missing',
        message: (result?.errors ?? []).map((error) => error.message ?? '').join('\n'),
      });
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return rows;
}

/** "1234 pixels (ratio …) are different" or "Expected an image 166px by 48px, received 176px by 58px". */
function mismatch(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes (ESC [ … m) from Playwright's message.
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const pixels = /(\d+) pixels \(ratio [\d.]+ of all image pixels\) are different/.exec(plain);
  const size = /Expected an image (\d+)px by (\d+)px, received (\d+)px by (\d+)px/.exec(plain);
  if (size) return `size ${size[1]}×${size[2]} → ${size[3]}×${size[4]}${pixels ? `, ${pixels[1]} px differ` : ''}`;
  if (pixels) return `${pixels[1]} px differ`;
  return null;
}

let scratch;
try {
  scratch = makeScratchCopy();
  changeOneToken(scratch);
  if (!controlIsIndependent(scratch)) throw new Error(`${CONTROL.folder} imports Button: pick another control`);
  console.log(`[proof] scratch copy of HEAD in ${scratch}; ${CHANGED.file}: "${TOKEN_BEFORE}" → "${TOKEN_AFTER}"`);
  console.log('[proof] building its Storybook and running the visual spec ...');
  const rows = outcomes(runVisualSpec(scratch));
  const changed = rows.filter((row) => row.component === CHANGED.title);
  const control = rows.filter((row) => row.component === CONTROL.title);

  console.log(`\n${CHANGED.title} (radius md → pill): every story must fail on its screenshot`);
  for (const row of changed) {
    const how = mismatch(row.message);
    console.log(
      `  ${row.status === 'failed' && how ? 'caught ' : 'MISSED '} ${row.story}${how ? `: ${how}` : ` (${row.status})`}`,
    );
  }
  console.log(`${CONTROL.title} (untouched control): every story must pass`);
  for (const row of control) console.log(`  ${row.status === 'passed' ? 'passed ' : 'BROKEN '} ${row.story}`);

  const expectedChanged = storiesOf(scratch, CHANGED.title);
  const expectedControl = storiesOf(scratch, CONTROL.title);
  const caught = changed.filter((row) => row.status === 'failed' && mismatch(row.message)).length;
  const held = control.filter((row) => row.status === 'passed').length;
  console.log(
    `\nsummary: ${caught}/${expectedChanged.length} ${CHANGED.title} stories caught, ` +
      `${held}/${expectedControl.length} ${CONTROL.title} stories unchanged (${seconds()})`,
  );
  if (expectedChanged.length === 0 || expectedControl.length === 0) fail('no stories found for one of the components');
  else if (changed.length !== expectedChanged.length || control.length !== expectedControl.length) {
    fail('the spec did not run every story of both components');
  } else if (caught !== expectedChanged.length) fail('a Button story passed although its corners changed');
  else if (held !== expectedControl.length) fail('an untouched Badge story failed: the baselines are not stable');
  else console.log('visual proof holds: the one-token change fails every Button story and nothing else');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  if (scratch && keep)
    console.log(`[proof] kept ${scratch} (HTML report: ${join(scratch, 'playwright-report', 'visual', 'index.html')})`);
  else if (scratch) rmSync(scratch, { recursive: true, force: true });
}
