#!/usr/bin/env node
// `npm test`: every check of the project, in order, each timed. A failing step never stops the later
// ones. Ends with a summary table and, as the very last line, `N passed, N failed` over the whole run.
//
//   node scripts/test-all.mjs                      all steps
//   node scripts/test-all.mjs --only unit,stories  just those steps (names in the table below)
//   node scripts/test-all.mjs --skip visual,e2e    all but those
//   node scripts/test-all.mjs --help               the usage and the step names
//
// Counting: a test step adds its test cases (Vitest / Playwright JSON reports, scripts/check-lib.mjs);
// a check step without test cases (typecheck, deps) counts as one case, passed or failed; a test step
// that fails without failing a test case (crash, config error) adds one failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listSpecs, partitionSpecs, readSeconds } from './e2e-shards.mjs';
import { countPlaywright, countVitest } from './test-counts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = join(root, 'test-results');

const env = {
  ...process.env,
  CI: process.env.CI ?? '1', // Playwright: never write missing baselines, forbid .only
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  COLORS: 'false', // Testing Library's prettyDOM
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
delete env.npm_config_color;

/**
 * Runs a command with its output streamed through; resolves with the exit code and the captured stdout.
 * `extraEnv` adds variables for this command only; `prefix` marks each output line (commands running side by side).
 */
function run(command, args, extraEnv = {}, prefix = '') {
  return new Promise((resolve) => {
    console.log(`\n${prefix}$ ${[command.replace(`${root}/node_modules/.bin/`, ''), ...args].join(' ')}`);
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const relay = (stream) => (chunk) => {
      stream.write(prefix ? String(chunk).replace(/^(?=.)/gm, prefix) : chunk);
    };
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      relay(process.stdout)(chunk);
    });
    child.stderr.on('data', relay(process.stderr));
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve({ code: 127, stdout });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout }));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A check without test cases: one case. */
function checkStep(command, args) {
  return async () => {
    const { code } = await run(command, args);
    return { ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  };
}

/**
 * Vitest project run; counts from its JSON report (countVitest in scripts/test-counts.mjs: files that fail to load
 * count as one failure each, a project without tests fails). No
 * --passWithNoTests: a project whose include pattern finds nothing is broken, and Vitest then exits 1. `--retry=0`
 * overrides any `retry` a config or test sets: a test gets one chance (Vitest's JSON report cannot tell a
 * retry-pass from a pass, so retries are switched off rather than counted).
 */
function vitestStep(...projects) {
  return async () => {
    const report = join(results, `vitest-${projects.join('-')}.json`);
    rmSync(report, { force: true });
    const { code } = await run(bin('vitest'), [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--retry=0',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ]);
    return countVitest(readJson(report), code);
  };
}

/**
 * Playwright run; counts from its JSON report (countPlaywright in scripts/test-counts.mjs). A test that failed and
 * then passed on a retry (Playwright's "flaky") counts as a failure: the configs set `retries: 0` and
 * `failOnFlakyTests: true` (held by scripts/test-counts.test.ts), so this only bites if a retry comes back.
 * `htmlReport` (a folder) adds the HTML report, whose failures show expected, actual and diff images.
 */
function playwrightStep(config, name, htmlReport) {
  return async () => {
    if (!existsSync(join(root, config))) {
      console.log(`\n[${name}] ${config} does not exist yet: skipped`);
      return { ok: true, passed: 0, failed: 0, skipped: true, note: `${config} missing` };
    }
    const report = join(results, `${name}.json`);
    rmSync(report, { force: true });
    const previous = env.PLAYWRIGHT_JSON_OUTPUT_NAME;
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
    if (htmlReport)
      Object.assign(env, { PLAYWRIGHT_HTML_OUTPUT_DIR: join(root, htmlReport), PLAYWRIGHT_HTML_OPEN: 'never' });
    const reporters = htmlReport ? 'list,json,html' : 'list,json';
    const { code } = await run(bin('playwright'), ['test', '-c', config, `--reporter=${reporters}`]);
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = previous;
    delete env.PLAYWRIGHT_HTML_OUTPUT_DIR;
    delete env.PLAYWRIGHT_HTML_OPEN;
    return countPlaywright(readJson(report)?.stats, code);
  };
}

/**
 * Library: build (modules, CSS, declarations and manifest; one case if it fails) then scripts/check-lib.mjs, which
 * packs and installs it into a scratch app and whose last line is `N passed, N failed`.
 */
async function libraryStep() {
  const build = await run(bin('vite'), ['build', '--config', 'vite.lib.config.ts', '--logLevel', 'warn']);
  if (build.code !== 0) return { ok: false, passed: 0, failed: 1, note: 'library build failed' };
  const { code, stdout } = await run(process.execPath, ['scripts/check-lib.mjs']);
  const match = /(\d+) passed, (\d+) failed\s*$/.exec(stdout);
  if (!match) return { ok: false, passed: 0, failed: 1, note: 'check-lib printed no counts' };
  const [passed, failed] = [Number(match[1]), Number(match[2])];
  return { ok: code === 0 && failed === 0, passed, failed: code !== 0 && failed === 0 ? 1 : failed };
}

/** The size and request budgets of `npm run bench` (timings and Lighthouse are noisy on shared machines). */
async function benchStep() {
  const out = join(results, 'bench-sizes.json');
  rmSync(out, { force: true });
  const { code } = await run(bin('tsx'), ['scripts/bench.mjs', '--sizes-only', '--out', out]);
  const checks = readJson(out)?.checks;
  if (!Array.isArray(checks)) return { ok: false, passed: 0, failed: 1, note: 'bench wrote no results' };
  const failed = checks.filter((check) => !check.pass).length;
  return { ok: code === 0 && failed === 0, passed: checks.length - failed, failed: failed || (code === 0 ? 0 : 1) };
}

/**
 * The end-to-end suite as two Playwright processes side by side, one per core, each given its spec files
 * (scripts/e2e-shards.mjs splits them by recorded time) and its own reference host on its own port and its own
 * database (tests/e2e/env.ts derives both from P2P_E2E_PORT), so tests that reset or fault the host never meet.
 * Counts are the sum of both reports.
 */
function e2eStep(shards = 2) {
  return async () => {
    const config = 'tests/e2e/playwright.config.ts';
    // Build once (when dist/ is stale) before the shards start, so two global setups never build into one folder.
    const build = await run(bin('tsx'), [
      '-e',
      "import('./tests/e2e/global-setup.ts').then((setup) => setup.default())",
    ]);
    if (build.code !== 0) return { ok: false, passed: 0, failed: 1, note: 'e2e build failed' };
    const split = partitionSpecs(listSpecs(), readSeconds(), shards);
    const outcomes = await Promise.all(
      split.map(async ({ files, seconds }, index) => {
        console.log(`[e2e ${index + 1}/${shards}] ${files.length} spec files, ${seconds} s on the last recorded run`);
        const report = join(results, `e2e-shard-${index + 1}.json`);
        rmSync(report, { force: true });
        const { code } = await run(
          bin('playwright'),
          ['test', '-c', config, '--reporter=list,json', ...files],
          { PLAYWRIGHT_JSON_OUTPUT_NAME: report, P2P_E2E_PORT: String(4173 + index), P2P_E2E_SKIP_BUILD: '1' },
          `[e2e ${index + 1}/${shards}] `,
        );
        return countPlaywright(readJson(report)?.stats, code);
      }),
    );
    return {
      ok: outcomes.every((outcome) => outcome.ok),
      passed: outcomes.reduce((sum, outcome) => sum + outcome.passed, 0),
      failed: outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
      note:
        outcomes
          .map((outcome) => outcome.note)
          .filter(Boolean)
          .join('; ') || undefined,
    };
  };
}

const STEPS = [
  {
    name: 'typecheck',
    title: 'Typecheck (tsc --noEmit)',
    run: checkStep(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  },
  {
    name: 'lint',
    title: 'Lint and format (Biome)',
    run: checkStep(bin('biome'), ['ci', '--reporter=summary', '.']),
  },
  { name: 'deps', title: 'Layering and cycles', run: checkStep(process.execPath, ['scripts/check-deps.mjs']) },
  { name: 'unit', title: 'Unit and component tests', run: vitestStep('design', 'unit', 'unit-isolated') },
  { name: 'host', title: 'Reference host tests', run: vitestStep('host') },
  { name: 'lib', title: 'Library build and import', run: libraryStep },
  { name: 'bench', title: 'Bench size budgets', run: benchStep },
  // After the bench, which builds dist/: the built app inside a real WordPress (tests/wordpress/site.ts).
  {
    name: 'wordpress',
    title: 'Real WordPress (Debian wordpress 6.1, MariaDB, PHP)',
    run: playwrightStep('tests/wordpress/playwright.config.ts', 'wordpress'),
  },
  {
    name: 'visual',
    title: 'Visual baselines',
    run: playwrightStep('tests/visual/playwright.config.ts', 'visual', 'playwright-report/visual'),
  },
  { name: 'e2e', title: 'End-to-end (two shards side by side)', run: e2eStep() },
];

function parseList(flag) {
  const argv = process.argv.slice(2);
  const inline = argv.find((arg) => arg.startsWith(`${flag}=`));
  const index = argv.indexOf(flag);
  const value = inline ? inline.slice(flag.length + 1) : index >= 0 ? argv[index + 1] : undefined;
  return value
    ? value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : null;
}

// Without this, `--help` (an unknown flag, ignored) would start the whole run.
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log('Usage: node scripts/test-all.mjs [--only step,step] [--skip step,step]');
  for (const step of STEPS) console.log(`  ${step.name.padEnd(9)} ${step.title}`);
  process.exit(0);
}

const only = parseList('--only');
const skip = parseList('--skip') ?? [];
const unknown = [...(only ?? []), ...skip].filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const selected = STEPS.filter((step) => (only ? only.includes(step.name) : true) && !skip.includes(step.name));

mkdirSync(results, { recursive: true });
const rows = [];
const started = Date.now();
for (const step of selected) {
  console.log(`\n━━━ ${step.title} [${step.name}] ━━━`);
  const stepStarted = Date.now();
  let outcome;
  try {
    outcome = await step.run();
  } catch (error) {
    console.error(error);
    outcome = { ok: false, passed: 0, failed: 1, note: 'runner error' };
  }
  rows.push({ ...step, ...outcome, seconds: (Date.now() - stepStarted) / 1000 });
}

const table = [
  ['step', 'status', 'passed', 'failed', 'seconds', 'note'],
  ...rows.map((row) => [
    row.name,
    row.skipped ? 'skipped' : row.ok ? 'ok' : 'FAILED',
    String(row.passed),
    String(row.failed),
    row.seconds.toFixed(1),
    row.note ?? '',
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
const format = (line) =>
  line
    .map((cell, column) => cell.padEnd(widths[column]))
    .join('  ')
    .trimEnd();
console.log('\n━━━ Summary ━━━');
console.log(format(table[0]));
console.log(format(widths.map((width) => '-'.repeat(width))));
for (const line of table.slice(1)) console.log(format(line));
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || rows.some((row) => !row.ok) ? 1 : 0);
