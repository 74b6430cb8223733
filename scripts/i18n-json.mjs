#!/usr/bin/env node
// `npm run i18n:json`: the build step for translations. Writes the pseudo-locale (.po, from the template) and
// compiles every languages/*.po to the Jed 1.x JSON that WordPress's wp_set_script_translations() loads for a
// script handle, one file per locale and handle, named as load_script_textdomain() looks first:
//   languages/give-peer-to-peer-<locale>-<handle>.json
// Each handle's file holds every string of that app — lazily loaded chunks included: all chunks translate through
// the same window.wp.i18n at call time, so the data need not be split per chunk. The reference host calls
// compileTranslations() at start as well, so `npm start -- --locale de_DE` always serves the current .po files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';
import { isFuzzy } from './i18n-check.mjs';
import { POT_PATH, root } from './i18n-pot.mjs';

export const LANGUAGES_DIR = join(root, 'languages');
export const TEXT_DOMAIN = 'give-peer-to-peer';
export const PSEUDO_LOCALE = 'en_XA';

/** Script handles as the plugin registers them, and which sources each app's bundle holds. */
// host/ stands in for the plugin's PHP: its strings reach WordPress through the .mo file, never a script's JSON.
const inScripts = (reference) => !reference.startsWith('host/');
export const SCRIPT_HANDLES = {
  /** dist/p2p.js, the visitor app */
  'give-p2p': (reference) => inScripts(reference) && !reference.startsWith('screens/admin/'),
  /** dist/p2p-admin.js, the admin app: every script string (it shares design-system, API and app modules). */
  'give-p2p-admin': inScripts,
};

const { po } = gettextParser;
/** Jed's separator between a msgctxt and its msgid in a key. */
export const CONTEXT_GLUE = '\u0004';

/** Accented look-alikes: pseudo text stays readable, and shows at a glance what was never translated. */
const ACCENTS = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i],
  ]),
);
/** printf placeholders (%s, %1$s, %d, %%) and HTML-like tags stay as they are. */
const PROTECTED = /%(?:\d+\$)?[sdf%]|<[^>]*>/g;
const FILLER = ' ~ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ';

/** "[Ŝéåŕçĥ ţéåɱš ~ļöŕé]": accented, about 35% longer, bracketed. */
export function pseudo(text) {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += [...text.slice(last, match.index)].map((c) => ACCENTS[c] ?? c).join('') + match[0];
    last = match.index + match[0].length;
  }
  out += [...text.slice(last)].map((c) => ACCENTS[c] ?? c).join('');
  const extra = Math.ceil(text.length * 0.35);
  return `[${out}${FILLER.repeat(Math.ceil(extra / FILLER.length))
    .slice(0, extra)
    .trimEnd()}]`;
}

/** The pseudo-locale's .po text: every template entry translated by pseudo(). */
export function pseudoPo(potText) {
  const template = po.parse(potText);
  template.headers.Language = PSEUDO_LOCALE;
  for (const entries of Object.values(template.translations)) {
    for (const entry of Object.values(entries)) {
      if (!entry.msgid) continue;
      entry.msgstr = entry.msgid_plural ? [pseudo(entry.msgid), pseudo(entry.msgid_plural)] : [pseudo(entry.msgid)];
    }
  }
  return po.compile(template).toString();
}

/** References of each template entry (`context\u0004msgid` → ['screens/home/…', …]). */
export function templateReferences(potText) {
  const references = new Map();
  for (const [context, entries] of Object.entries(po.parse(potText).translations)) {
    for (const entry of Object.values(entries)) {
      if (!entry.msgid) continue;
      const key = context ? `${context}${CONTEXT_GLUE}${entry.msgid}` : entry.msgid;
      const refs = (entry.comments?.reference ?? '').split(/\s+/).filter(Boolean);
      references.set(
        key,
        refs.map((ref) => ref.replace(/:\d+$/, '')),
      );
    }
  }
  return references;
}

/**
 * Jed 1.x locale data for one handle, as `wp i18n make-json` writes it: domain "messages", the plural rule and
 * language in the "" entry, `context\u0004msgid` keys, and only translated strings.
 */
export function jedJson(poText, locale, belongs, references) {
  const parsed = po.parse(poText);
  // gettext-parser 1.x lower-cases header names ('plural-forms'); look them up whatever the case.
  const headerValue = (name) =>
    Object.entries(parsed.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';
  const messages = {
    '': {
      domain: 'messages',
      'plural-forms': headerValue('Plural-Forms') || 'nplurals=2; plural=(n != 1);',
      lang: locale,
    },
  };
  for (const [context, entries] of Object.entries(parsed.translations)) {
    for (const entry of Object.values(entries)) {
      if (!entry.msgid || isFuzzy(entry)) continue;
      if (!entry.msgstr.some((text) => text)) continue;
      const key = context ? `${context}${CONTEXT_GLUE}${entry.msgid}` : entry.msgid;
      const refs = references.get(key);
      // A string no longer in the template is stale; one the handle's sources never show is left out.
      if (!refs?.some(belongs)) continue;
      messages[key] = entry.msgstr;
    }
  }
  return {
    'translation-revision-date': headerValue('PO-Revision-Date'),
    generator: 'p2p scripts/i18n-json.mjs',
    domain: 'messages',
    locale_data: { messages },
  };
}

export const jsonFileName = (locale, handle) => `${TEXT_DOMAIN}-${locale}-${handle}.json`;

/** Writes the pseudo .po and every locale's JSON per handle; returns the files written (relative paths). */
export function compileTranslations(dir = LANGUAGES_DIR) {
  const potText = readFileSync(POT_PATH, 'utf8');
  writeFileSync(join(dir, `${TEXT_DOMAIN}-${PSEUDO_LOCALE}.po`), pseudoPo(potText));
  const references = templateReferences(potText);
  const written = [];
  for (const name of readdirSync(dir).sort()) {
    const match = name.match(new RegExp(`^${TEXT_DOMAIN}-([A-Za-z]{2,3}(?:_[A-Za-z0-9]+)*)\\.po$`));
    if (!match?.[1]) continue;
    const locale = match[1];
    const poText = readFileSync(join(dir, name), 'utf8');
    for (const [handle, belongs] of Object.entries(SCRIPT_HANDLES)) {
      const file = join(dir, jsonFileName(locale, handle));
      writeFileSync(file, `${JSON.stringify(jedJson(poText, locale, belongs, references))}\n`);
      written.push(relative(root, file));
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const file of compileTranslations()) console.log(file);
}
