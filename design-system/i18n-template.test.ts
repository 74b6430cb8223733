// The translation template (languages/give-peer-to-peer.pot) is what translators and WordPress.org's tools start
// from: it must hold every string the apps show, as the code has it now, with a note for each placeholder.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findUntranslated, lintSource, looksLikeText } from '../scripts/i18n-lint.mjs';
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

  const texts = (code: string) => lintSource(code).map((finding) => finding.text);

  it('looks through conditionals, fallbacks, concatenation and templates in JSX children', () => {
    const code = `
      export const C = ({ ok, n, name, show }) => (
        <p>
          {ok ? 'Saved' : 'Failed'}
          {\`\${n} teams\`}
          {n + ' teams'}
          {'Raised ' + amount + ' of ' + goal}
          {name || 'Anonymous'}
          {name ?? 'Nobody'}
          {show && 'Shown'}
          {(ok ? <b /> : 'Closed') as string}
        </p>
      );`;
    expect(texts(code)).toEqual([
      'Saved',
      'Failed',
      '{…} teams',
      '{…} teams',
      'Raised {…} of {…}',
      'Anonymous',
      'Nobody',
      'Shown',
      'Closed',
    ]);
  });

  it('catches text props and keys by their name: ariaLabel, tooltip, …Label, …Text, …Message, …Title', () => {
    const code = `
      export const D = ({ buttonLabel = 'Close', open }) => (
        <Dialog ariaLabel="Share this page" tooltip="Copy" emptyText="No teams yet" aria-label={open ? 'Hide' : 'Show'}>
          <Modal dialogTitle={\`Edit \${name}\`} />
        </Dialog>
      );
      const options = { successMessage: 'Thanks!', ariaLabel: 'Search teams', 'aria-description': 'Sorted by amount' };
      const emptyText = 'Nothing here yet';`;
    expect(texts(code)).toEqual([
      'Close',
      'Share this page',
      'Copy',
      'No teams yet',
      'Hide',
      'Show',
      'Edit {…}',
      'Thanks!',
      'Search teams',
      'Sorted by amount',
      'Nothing here yet',
    ]);
  });

  it('catches text given to calls that show or announce it, and error messages that can reach the page', () => {
    const code = `
      toast('Link copied');
      notify('Saved');
      announce(\`\${count} results\`);
      showFlash('success', 'Team created');
      form.setError('email', { type: 'server', message: 'That email is taken' });
      setFormError(failed ? 'Could not save.' : null);
      throw new Error('The team could not be saved');
      throw new ApiError('http', 'Session expired');`;
    expect(texts(code)).toEqual([
      'Link copied',
      'Saved',
      '{…} results',
      'Team created',
      'That email is taken',
      'Could not save.',
      'The team could not be saved',
      'Session expired',
    ]);
  });

  it('does not flag keys, keywords, class names, URLs or attributes that are not text', () => {
    const code = `
      export const E = ({ ok, id }) => (
        <form className={ok ? 'is-ok form' : 'form'} id={\`team-\${id}\`} data-state={ok ? 'open' : 'closed'}>
          <input type="search" enterKeyHint="search" autoComplete="off" name={'email'} />
          <button type="button" data-testid="save" aria-labelledby="title-id" />
          <a href={'https://example.org/' + id} rel="noopener noreferrer" />
          {\`\${a} – \${b}\`}
          {count + 1}
          {ok ? __('Saved') : sprintf(__('Failed: %s'), reason)}
        </form>
      );
      const avatarPlaceholder = \`data:image/svg+xml,\${svg}\`;
      const style = { textAlign: 'left', labelId: 'name-label' };
      showFlash('success', __('Team created'));
      form.setError('email', { type: 'server', message: error.message });
      throw new ApiError('network', messages.network());
      const schema = v.pipe(v.string('Expected text'), v.nonEmpty('Must not be empty'));`;
    expect(lintSource(code)).toEqual([]);
  });

  it('tells text from keys outside text positions', () => {
    for (const text of ['No teams yet', '{…} teams', 'Saved', 'saved.']) expect(looksLikeText(text)).toBe(true);
    for (const text of ['success', 'email', 'http', 'data-campaign', '{…}', '42 %', '']) {
      expect(looksLikeText(text)).toBe(false);
    }
  });
});
