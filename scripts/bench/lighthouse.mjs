// Lighthouse 12 against Debian's Chromium: mobile (default throttling) and desktop presets, several runs each,
// reported as median with min and max.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { summary } from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// chrome-launcher starts a headed browser unless told otherwise.
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function runOnce(url, preset, chromePath) {
  const profile = mkdtempSync(join(tmpdir(), 'p2p-lh-'));
  const chrome = await launch({
    chromePath,
    chromeFlags: [...FLAGS, `--user-data-dir=${profile}`],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score ?? 0) * 100;
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          a.id !== 'screenshot-thumbnails',
      )
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      failing,
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];

export async function lighthouseScores({ pages, runs = 3, chromePath = '/usr/bin/chromium', log = () => {} }) {
  const results = {};
  for (const [name, url] of Object.entries(pages)) {
    for (const preset of ['mobile', 'desktop']) {
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`[bench] lighthouse ${name} ${preset} run ${run}/${runs}`);
        samples.push(await runOnce(url, preset, chromePath));
      }
      const entry = { failingAudits: [...new Set(samples.flatMap((s) => s.failing))] };
      for (const metric of METRICS) entry[metric] = summary(samples.map((s) => s[metric]));
      results[`${name} ${preset}`] = entry;
    }
  }
  return results;
}
