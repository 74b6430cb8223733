// The shipped translations (languages/*.po besides the generated pseudo-locale) must be complete and safe to
// print: every template string translated, every placeholder kept, as many plural forms as the language has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTranslation, pluralCount } from '../scripts/i18n-check.mjs';
import { POT_PATH, root } from '../scripts/i18n-pot.mjs';

const LOCALES = ['de_DE', 'he_IL'] as const;
const pot = readFileSync(POT_PATH, 'utf8');
const poPath = (locale: string) => join(root, 'languages', `give-peer-to-peer-${locale}.po`);

describe.each(LOCALES)('translation %s', (locale) => {
  const po = readFileSync(poPath(locale), 'utf8');

  it('translates every template string, keeps every placeholder and has the header’s plural forms', () => {
    expect(checkTranslation(po, pot)).toEqual([]);
  });

  it('declares its language and two plural forms (as WordPress does for it)', () => {
    expect(po).toMatch(new RegExp(`^"Language: ${locale}\\\\n"$`, 'm'));
    expect(pluralCount(/^"Plural-Forms: (.*)\\n"$/m.exec(po)?.[1])).toBe(2);
  });
});

// The checker itself, on small catalogs: each rule must catch its mistake.
const header = (forms: string) =>
  `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Plural-Forms: ${forms}\\n"\n\n`;
const template = `${header('nplurals=2; plural=(n != 1);')}msgid "Donate to %s"\nmsgstr ""\n\nmsgid "%d member"\nmsgid_plural "%d members"\nmsgstr[0] ""\nmsgstr[1] ""\n\nmsgid "Team %1$s of %2$s"\nmsgstr ""\n`;
const good = `${header('nplurals=2; plural=(n != 1);')}msgid "Donate to %s"\nmsgstr "An %s spenden"\n\nmsgid "%d member"\nmsgid_plural "%d members"\nmsgstr[0] "%d Mitglied"\nmsgstr[1] "%d Mitglieder"\n\nmsgid "Team %1$s of %2$s"\nmsgstr "%2$s: Team %1$s"\n`;

describe('checkTranslation', () => {
  it('accepts a complete translation with reordered positional placeholders', () => {
    expect(checkTranslation(good, template)).toEqual([]);
  });

  it('finds an empty translation', () => {
    expect(checkTranslation(good.replace('"An %s spenden"', '""'), template)).toEqual(['missing: "Donate to %s"']);
  });

  it('finds a lost or changed placeholder', () => {
    expect(checkTranslation(good.replace('An %s spenden', 'Spenden'), template)).toHaveLength(1);
    expect(checkTranslation(good.replace('"%d Mitglieder"', '"%s Mitglieder"'), template)).toHaveLength(1);
  });

  it('finds a plural count other than the header’s', () => {
    const three = good
      .replace('nplurals=2; plural=(n != 1);', 'nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);')
      .replace('Donate to %s', 'Donate to %s');
    expect(checkTranslation(three, template)).toEqual(['plural forms: "%d member" has 2, the header says 3']);
  });
});
