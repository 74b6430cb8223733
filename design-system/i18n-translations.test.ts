// The shipped translations (languages/*.po besides the generated pseudo-locale) must be complete and safe to
// print: every template string translated, every placeholder kept, as many plural forms as the language has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTranslation, pluralCount } from '../scripts/i18n-check.mjs';
import { CONTEXT_GLUE, jedJson, SCRIPT_HANDLES, templateReferences } from '../scripts/i18n-json.mjs';
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

describe('checkTranslation and fuzzy entries', () => {
  it('reports a fuzzy translation as incomplete: the JSON build leaves it out', () => {
    const fuzzy = good.replace('msgid "Donate to %s"', '#, fuzzy\nmsgid "Donate to %s"');
    expect(checkTranslation(fuzzy, template)).toEqual(['fuzzy: "Donate to %s"']);
    const fuzzyPlural = good.replace('msgid "%d member"', '#, fuzzy, c-format\nmsgid "%d member"');
    expect(checkTranslation(fuzzyPlural, template)).toEqual(['fuzzy: "%d member"']);
  });

  it('does not take another flag for fuzzy', () => {
    const formatted = good.replace('msgid "Donate to %s"', '#, php-format\nmsgid "Donate to %s"');
    expect(checkTranslation(formatted, template)).toEqual([]);
  });
});

// The compiler from .po to the Jed 1.x JSON that wp_set_script_translations() loads, one file per handle.
describe('jedJson', () => {
  const pot = `${header('nplurals=2; plural=(n != 1);')}#: screens/home/Home.tsx:3 screens/admin/List.tsx:9
msgid "Donate"
msgstr ""

#: screens/admin/teams/TeamsScreen.tsx:12
msgid "Approve team"
msgstr ""

#: design-system/Progress/Progress.tsx:20
msgctxt "amount"
msgid "Raised"
msgstr ""

#: screens/team/Members.tsx:7
msgid "%d member"
msgid_plural "%d members"
msgstr[0] ""
msgstr[1] ""

#: screens/home/Home.tsx:8
msgid "Share"
msgstr ""

#: screens/home/Home.tsx:9
msgid "Untranslated"
msgstr ""

#: host/admin/render.ts:40
msgid "Add Campaign"
msgstr ""
`;
  const po = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\n"
"Language: de_DE\n"
"PO-Revision-Date: 2024-05-01 10:00+0000\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "Donate"
msgstr "Spenden"

msgid "Approve team"
msgstr "Team freigeben"

msgid "Add Campaign"
msgstr "Kampagne hinzufügen"

msgctxt "amount"
msgid "Raised"
msgstr "Gesammelt"

msgid "%d member"
msgid_plural "%d members"
msgstr[0] "%d Mitglied"
msgstr[1] "%d Mitglieder"

#, fuzzy
msgid "Share"
msgstr "Teilen"

msgid "Untranslated"
msgstr ""

msgid "No longer in the template"
msgstr "Nicht mehr da"
`;
  const references = templateReferences(pot);
  const compile = (handle: string) => {
    const belongs = SCRIPT_HANDLES[handle];
    if (!belongs) throw new Error(`no handle ${handle}`);
    return jedJson(po, 'de_DE', belongs, references);
  };

  it('writes the Jed 1.x header: domain "messages", the language and the plural rule', () => {
    const json = compile('give-p2p');
    expect(json.domain).toBe('messages');
    expect(json['translation-revision-date']).toBe('2024-05-01 10:00+0000');
    expect(json.locale_data.messages['']).toEqual({
      domain: 'messages',
      'plural-forms': 'nplurals=2; plural=(n != 1);',
      lang: 'de_DE',
    });
    // The .po's own rule, not a default: a language with three forms keeps three.
    const polish = po.replace(
      'nplurals=2; plural=(n != 1);',
      'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
    );
    expect(jedJson(polish, 'pl_PL', () => true, references).locale_data.messages['']['plural-forms']).toMatch(
      /^nplurals=3; /,
    );
  });

  it('splits by handle: an admin-only string is in give-p2p-admin, not in the visitor’s give-p2p', () => {
    const visitor = compile('give-p2p').locale_data.messages;
    const admin = compile('give-p2p-admin').locale_data.messages;
    expect(visitor).not.toHaveProperty(['Approve team']);
    expect(admin['Approve team']).toEqual(['Team freigeben']);
    // Used by both apps: in both files.
    expect(visitor.Donate).toEqual(['Spenden']);
    expect(admin.Donate).toEqual(['Spenden']);
    // The host's strings stand for the plugin's PHP (its .mo file): in neither script's JSON.
    expect(visitor).not.toHaveProperty(['Add Campaign']);
    expect(admin).not.toHaveProperty(['Add Campaign']);
  });

  it('joins context and msgid with \\u0004, keeps plural forms as an array, and skips fuzzy, empty and stale entries', () => {
    const messages = compile('give-p2p').locale_data.messages;
    expect(CONTEXT_GLUE).toBe('\u0004');
    expect(messages['amount\u0004Raised']).toEqual(['Gesammelt']);
    expect(messages).not.toHaveProperty(['Raised']);
    expect(messages['%d member']).toEqual(['%d Mitglied', '%d Mitglieder']);
    expect(Object.keys(messages).sort()).toEqual(['', '%d member', 'Donate', 'amount\u0004Raised']);
  });
});
