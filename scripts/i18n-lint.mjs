#!/usr/bin/env node
// A lint for strings that escape translation: in every shipped .tsx file of the visitor app, the admin app and
// the design system, a JSX text node, a string literal given to a prop (or object key) that users read or hear
// (label, title, placeholder, aria-label, alt, description, …), or one assigned to a DOM node's textContent (and
// the like), must come from __/_n/_x instead. Text without a
// letter (punctuation, symbols, numbers) is fine; ALLOWED lists the few deliberate exceptions, each with why.
//
//   node scripts/i18n-lint.mjs          prints each finding as file:line, exits 1 if any
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import traverseModule from '@babel/traverse';
import { root, sourceFiles } from './i18n-pot.mjs';

const traverse = traverseModule.default ?? traverseModule;

/** Props and object keys whose string value is shown to or announced to a person. */
export const USER_VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'hint',
  'heading',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyMessage',
  'helpText',
  'legend',
  'caption',
  'summary',
  'text',
]);

/** DOM properties whose assigned string is shown or announced. */
const DOM_TEXT_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'placeholder', 'ariaLabel', 'alt']);

/** Deliberate exceptions: `file|text` (exact). Keep short; every entry needs its reason. */
export const ALLOWED = new Set([
  // Host-data diagnostics: the failure panel lists them for the site's developer next to valibot's own (English)
  // issue messages, with the attribute they concern; a half-translated diagnostic helps no one.
  'screens/app/hostData.ts|Missing',
  'screens/app/hostData.ts|Not valid JSON',
  'screens/app/hostData.ts|Mount element not found',
  'screens/admin/app/readAdminHostData.ts|Missing',
  'screens/admin/app/readAdminHostData.ts|Missing (the teams and fundraisers screens need it)',
  'screens/admin/app/readAdminHostData.ts|Not valid JSON',
  'screens/admin/app/readAdminHostData.ts|Mount element not found',
  // A column key mapped to the server's sort name (`{ title: 'campaign_title' }`), not text.
  'screens/admin/campaigns/CampaignsScreen.tsx|campaign_title',
]);

const LETTER = /\p{L}/u;

function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  return undefined;
}

/** Findings in one file's source: `{ line, text }` for each string that bypasses translation. */
export function lintSource(code, file = 'inline.tsx') {
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const findings = [];
  const report = (node, text) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!LETTER.test(trimmed) || ALLOWED.has(`${file}|${trimmed}`)) return;
    findings.push({ line: node.loc.start.line, text: trimmed });
  };
  traverse(ast, {
    JSXText(path) {
      report(path.node, path.node.value);
    },
    JSXExpressionContainer(path) {
      // {'Text'} as a child is a text node written another way.
      if (path.parentPath.isJSXElement() || path.parentPath.isJSXFragment()) {
        const text = literalText(path.node.expression);
        if (text !== undefined) report(path.node, text);
      }
    },
    JSXAttribute(path) {
      const name = path.node.name.type === 'JSXIdentifier' ? path.node.name.name : '';
      if (!USER_VISIBLE_PROPS.has(name)) return;
      const text = literalText(path.node.value);
      if (text !== undefined) report(path.node, text);
    },
    AssignmentExpression(path) {
      // Plain DOM written before React runs (the start-up error box): `node.textContent = 'Text'`.
      const target = path.node.left;
      if (target.type !== 'MemberExpression' || target.property.type !== 'Identifier') return;
      if (!DOM_TEXT_PROPERTIES.has(target.property.name)) return;
      const text = literalText(path.node.right);
      if (text !== undefined) report(path.node, text);
    },
    ObjectProperty(path) {
      const key = path.node.key.type === 'Identifier' ? path.node.key.name : literalText(path.node.key);
      if (!key || !USER_VISIBLE_PROPS.has(key)) return;
      const text = literalText(path.node.value);
      if (text !== undefined) report(path.node, text);
    },
  });
  return findings;
}

/** Every finding in the shipped sources, as `file:line: text`. */
export function findUntranslated() {
  const out = [];
  for (const file of sourceFiles()) {
    const rel = relative(root, file);
    for (const { line, text } of lintSource(readFileSync(file, 'utf8'), rel)) out.push(`${rel}:${line}: ${text}`);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const findings = findUntranslated();
  for (const finding of findings) console.log(finding);
  console.log(`${findings.length} untranslated string(s)`);
  process.exitCode = findings.length ? 1 : 0;
}
