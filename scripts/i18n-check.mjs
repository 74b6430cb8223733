// Checks a translation (.po) against the template (.pot): every template string translated (no empty msgstr, and
// not marked `#, fuzzy`: scripts/i18n-json.mjs leaves fuzzy entries out of the JSON, as msgfmt does), the same printf placeholders (%s, %d, %1$s, %%) in every translated form, and as many plural forms as the
// .po's Plural-Forms header says. Used by design-system/i18n-translations.test.ts for languages/*.po.
import gettextParser from 'gettext-parser';

const PLACEHOLDER = /%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?[bcdeEfFgGiosuxX%]/g;

/** The placeholders of a text, sorted: positional ones may move, and their order in a sentence is free. */
export function placeholders(text) {
  return (text.match(PLACEHOLDER) ?? []).sort();
}

/** nplurals from a Plural-Forms header ('nplurals=2; plural=(n != 1);'), or null without one. */
export function pluralCount(header) {
  const match = /nplurals\s*=\s*(\d+)/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

const entriesOf = (catalog) =>
  Object.entries(catalog.translations).flatMap(([context, entries]) =>
    Object.values(entries)
      .filter((entry) => entry.msgid !== '')
      .map((entry) => ({ key: `${context ? `${context}|` : ''}${entry.msgid}`, entry })),
  );

/** Whether an entry carries the `#, fuzzy` flag (gettext-parser keeps the flags as one comma-separated string). */
export function isFuzzy(entry) {
  return (entry?.comments?.flag ?? '').split(',').some((flag) => flag.trim() === 'fuzzy');
}

/** Every problem found, as readable lines ('missing: "Donate Now"'); empty when the translation is complete. */
export function checkTranslation(poText, potText) {
  const po = gettextParser.po.parse(poText);
  const pot = gettextParser.po.parse(potText);
  const problems = [];
  // gettext-parser 1.x lower-cases header names.
  const headerName = Object.keys(po.headers).find((name) => name.toLowerCase() === 'plural-forms');
  const nplurals = pluralCount(headerName ? po.headers[headerName] : undefined);
  if (nplurals === null) problems.push('header: no Plural-Forms');
  const translated = new Map(entriesOf(po).map(({ key, entry }) => [key, entry]));
  for (const { key, entry: source } of entriesOf(pot)) {
    const entry = translated.get(key);
    const forms = entry?.msgstr ?? [];
    if (!entry || forms.length === 0 || forms.some((form) => form.trim() === '')) {
      problems.push(`missing: ${JSON.stringify(key)}`);
      continue;
    }
    if (isFuzzy(entry)) {
      // Shipped as untranslated: the JSON build skips it, so the page shows the English.
      problems.push(`fuzzy: ${JSON.stringify(key)}`);
      continue;
    }
    if (source.msgid_plural && nplurals !== null && forms.length !== nplurals) {
      problems.push(`plural forms: ${JSON.stringify(key)} has ${forms.length}, the header says ${nplurals}`);
    }
    if (!source.msgid_plural && forms.length !== 1) problems.push(`plural forms: ${JSON.stringify(key)} is singular`);
    const expected = placeholders(source.msgid_plural ?? source.msgid).join(' ');
    for (const form of forms) {
      const found = placeholders(form).join(' ');
      if (found !== expected) {
        problems.push(
          `placeholders: ${JSON.stringify(key)} → ${JSON.stringify(form)} has [${found}], not [${expected}]`,
        );
      }
    }
  }
  return problems;
}
