// The translation template (languages/give-peer-to-peer.pot) is what translators and WordPress.org's tools start
// from: it must hold every string the apps show, as the code has it now, with a note for each placeholder.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintSource, findUntranslated } from '../scripts/i18n-lint.mjs';
import { makePot, POT_PATH } from '../scripts/i18n-pot.mjs';

const CREATION_DATE = /^"POT-Creation-Date: .*\\n"$/m;
const withoutDate = (pot: string) => pot.replace(CREATION_DATE, '"POT-Creation-Date: (ignored)\\n"');

/** Template entries as blocks of lines (header excluded). */
function entries(pot: string): string[] {
  return pot
    .split(/\n\n+/)
    .filter((block) => /^msgid "(?!")|^msgid ""\n"/m.test(block) && !/^msgid ""\nmsgstr ""\n"Project/m.test(block));
}
const msgidOf = (block: string) =>
  (block.match(/^msgid ((?:".*"\n?)+)/m)?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^"|"$/g, ''))
    .join('');

describe('translation template', () => {
  const committed = readFileSync(POT_PATH, 'utf8');

  it('is up to date with the source (run `npm run i18n:pot` after changing a string)', () => {
    expect(withoutDate(committed)).toBe(withoutDate(makePot('2000-01-01T00:00:00+00:00')));
  }, 180_000);

  it('explains every placeholder to translators', () => {
    const blocks = entries(committed);
    expect(blocks.length).toBeGreaterThan(500);
    const unexplained = blocks.filter((block) => /%(\d\$)?[sd]/.test(msgidOf(block)) && !/^#\. /m.test(block));
    expect(unexplained).toEqual([]);
  });

  it('tells ambiguous words apart by context', () => {
    for (const word of ['Raised', 'Goal', 'Team']) {
      expect(committed).toMatch(new RegExp(`^msgctxt ".+"\\nmsgid "${word}"$`, 'm'));
    }
  });
});

describe('no string escapes translation', () => {
  it('finds none in the visitor app, the admin app and the design system', () => {
    expect(findUntranslated()).toEqual([]);
  }, 60_000);

  it('catches JSX text, text children and user-visible props given as literals', () => {
    const code = `
      export const A = () => (
        <Card title="Top teams" label={'Search'}>
          Donate now
          {'Share'}
          <img alt={\`Logo\`} />
          <Field aria-label="Email" placeholder="you@example.org" />
        </Card>
      );
      const columns = [{ key: 'name', label: 'Name' }];
      box.textContent = 'The page could not start.';
      box.textContent = __('Translated');
      box.className = 'not text';`;
    expect(lintSource(code).map((finding) => finding.text)).toEqual([
      'Top teams',
      'Search',
      'Donate now',
      'Share',
      'Logo',
      'Email',
      'you@example.org',
      'Name',
      'The page could not start.',
    ]);
  });

  it('lets translated text, symbols and non-visible props through', () => {
    const code = `
      export const B = () => (
        <Card title={__('Top teams')} className="card" data-testid="top" variant="primary">
          {__('Donate now')} · — {'%'} 42 ×
          <span>{sprintf(_n('%d team', '%d teams', n), n)}</span>
        </Card>
      );`;
    expect(lintSource(code)).toEqual([]);
  });
});
