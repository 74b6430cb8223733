#!/usr/bin/env node
// A lint for strings that escape translation: in every shipped .ts/.tsx file of the visitor app, the admin app
// and the design system, none of these may be a literal; each must come from __/_n/_x instead:
//   - a JSX text node, and a literal a JSX child renders: {'Share'}, {ok ? 'Saved' : 'Failed'},
//     {name || 'Anonymous'}, {`${n} teams`}, {n + ' teams'} (textsOf: through ?:, ||, ??, &&, + and templates);
//   - the value of a prop, object key or destructured prop default that users read or hear: label, title,
//     placeholder, aria-label, alt, … (USER_VISIBLE_PROPS), any name ending in Label, Text, Message, Title,
//     Description, Heading, Hint, Caption, Tooltip (buttonLabel, emptyText, successMessage), tooltip, ariaLabel;
//   - a variable so named, when its value reads as text (const emptyText = 'No teams yet');
//   - a string written to a DOM node's textContent, innerText, title, placeholder, ariaLabel or alt;
//   - a string that reads as text given to a call that shows or announces it (toast, notify, announce, alert,
//     confirm, showFlash, setError, setFormError, set…Message, …), or to an error's constructor (new Error('…'),
//     new ApiError(…)): an error's message often reaches the page through a failure panel or a form's error.
// Outside text positions (call arguments, error messages, variables) a literal counts only if it reads as text
// (looksLikeText: words with a space, a capitalised word, or a closing mark), so keys and keywords
// ('success', 'email', 'network') pass. Text without a letter (punctuation, symbols, numbers) is fine. Not
// checked: class names, ids, URLs, data-* and other attributes not named as text, and arguments of other calls —
// valibot's schema messages ('Expected text') included, which only the site's developer sees next to the
// attribute they concern. ALLOWED lists the few deliberate exceptions, each with why.
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
  'screens/admin/app/readAdminHostData.ts|Unknown screen "{…}"',
  // Programming errors: a hook used outside its provider, or a screen mounted without the data its host-data
  // check requires (readAdminHostData reports a missing data-campaign before anything renders). The shipped
  // shells always provide both, so no visitor or admin ever sees these; they name code, not a task.
  'screens/admin/app/AdminContext.tsx|useAdmin must be used inside AdminProvider (the admin shell provides it).',
  'screens/admin/app/AdminContext.tsx|This admin screen needs data-campaign.',
  'screens/admin/app/flash.tsx|useAdminFlash must be used inside AdminFlashProvider (the admin shell provides it).',
  'screens/admin/app/flash.tsx|AdminFlashNotice must be used inside AdminFlashProvider.',
  'screens/api/ApiContext.tsx|useApi must be used inside ApiProvider (the app shell provides it).',
  "screens/api/useRead.ts|useRead('{…}') outside AppSWRConfig: wrap the page in DataScope",
  'screens/app/HostDataContext.tsx|useHostData must be used inside HostDataProvider (the app shell provides it).',
  // Unreachable fallback, there for the type: checkAdminGoal returns a (translated) message whenever parseGoal
  // returns null, and the form's rules ran it before submit.
  'screens/admin/team-wizard/profileModel.ts|Unreadable goal',
  // A column key mapped to the server's sort name (`{ title: 'campaign_title' }`), not text.
  'screens/admin/campaigns/CampaignsScreen.tsx|campaign_title',
]);

const LETTER = /\p{L}/u;

/** Stands for an interpolated value in a reported text (no letter in it, so it never counts as text). */
const PLACEHOLDER = '{…}';

/**
 * Prop and object-key names that hold text by their suffix (`emptyText`, `successMessage`, `buttonLabel`,
 * `dialogTitle`, `ariaLabel`, …) or by their whole name (`tooltip`). Case-sensitive: `labelId`, `titleId`,
 * `textAlign` do not match.
 */
const VISIBLE_NAME =
  /^(tooltip|ariaLabel|ariaDescription)$|[a-z](Label|Text|Message|Title|Description|Placeholder|Heading|Hint|Caption|Tooltip)$/;

/** DOM attributes that match VISIBLE_NAME but take a keyword: `enterKeyHint="search"`. */
const KEYWORD_ATTRIBUTES = new Set(['enterKeyHint']);

/** Whether a prop or key named so takes text. */
export function isVisibleName(name) {
  return USER_VISIBLE_PROPS.has(name) || (VISIBLE_NAME.test(name) && !KEYWORD_ATTRIBUTES.has(name));
}

/**
 * Calls whose string arguments reach a person: toasts, live-region announcements, flash notices, error state
 * shown by the component, the browser's dialogs. Their other arguments are keys ('success', 'email'), so only
 * arguments that read as text (looksLikeText) count.
 */
const UI_CALL =
  /^(toast|notify|announce|alert|confirm|prompt|show[A-Z]\w*|set\w*(Error|Message|Notice|Status|Toast|Flash|Announcement|Text|Label|Title))$/;

/** An error class: `new Error(…)`, `new ApiError(…)`, `new RedirectRefusedError(…)`. */
const ERROR_CLASS = /^([A-Z]\w*)?Error$/;

/**
 * Text for a person, not a key or keyword: a letter, and words with a space between them ('No teams yet',
 * '{…} teams'), a capitalised word ('Saved') or a sentence's closing mark ('saved.').
 */
export function looksLikeText(text) {
  const trimmed = text.trim();
  if (!LETTER.test(trimmed)) return false;
  return /\S\s+\S/.test(trimmed) || /^\p{Lu}\p{Ll}/u.test(trimmed) || /\p{L}[.!?…]$/u.test(trimmed);
}

const calleeName = (callee) => {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return '';
};

/**
 * The texts an expression can render, literals only: a string or template literal (each `{…}` kept as a
 * placeholder), either branch of `c ? 'a' : 'b'`, the fallback of `x || 'a'` / `x ?? 'a'` and the value of
 * `c && 'a'`, and a `+` concatenation with a literal in it (`n + ' teams'`). Calls (`__('…')`, `sprintf(…)`) are
 * not looked into: what they return is translated or not text.
 */
export function textsOf(node) {
  if (!node) return [];
  switch (node.type) {
    case 'StringLiteral':
      return [node.value];
    case 'TemplateLiteral':
      return [node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(PLACEHOLDER)];
    case 'JSXExpressionContainer':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return textsOf(node.expression);
    case 'ConditionalExpression':
      return [...textsOf(node.consequent), ...textsOf(node.alternate)];
    case 'LogicalExpression':
      // The left of `&&` renders only when falsy ('' or 0): never text.
      return node.operator === '&&' ? textsOf(node.right) : [...textsOf(node.left), ...textsOf(node.right)];
    case 'BinaryExpression': {
      if (node.operator !== '+') return [];
      const operands = [];
      const flatten = (part) => {
        if (part.type === 'BinaryExpression' && part.operator === '+' && !part.extra?.parenthesized) {
          flatten(part.left);
          flatten(part.right);
        } else operands.push(part);
      };
      flatten(node.left);
      flatten(node.right);
      const literal = (part) => part.type === 'StringLiteral' || part.type === 'TemplateLiteral';
      if (!operands.some(literal)) return operands.flatMap(textsOf);
      const joined = operands.map((part) => (literal(part) ? textsOf(part)[0] : PLACEHOLDER)).join('');
      return [joined, ...operands.filter((part) => !literal(part)).flatMap(textsOf)];
    }
    default:
      return [];
  }
}

/** Findings in one file's source: `{ line, text }` for each string that bypasses translation. */
export function lintSource(code, file = 'inline.tsx') {
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const findings = [];
  /** `strict`: outside a text position, the literal must also read as text (looksLikeText). */
  const report = (node, text, strict = false) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!LETTER.test(trimmed)) return;
    if (strict && !looksLikeText(trimmed)) return;
    if (ALLOWED.has(`${file}|${trimmed}`)) return;
    findings.push({ line: node.loc.start.line, text: trimmed });
  };
  const reportAll = (node, value, strict = false) => {
    for (const text of textsOf(value)) report(node, text, strict);
  };
  const keyName = (key) => (key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : '');
  traverse(ast, {
    JSXText(path) {
      report(path.node, path.node.value);
    },
    JSXExpressionContainer(path) {
      // {'Text'}, {ok ? 'Saved' : 'Failed'}, {`${n} teams`}, {name || 'Anonymous'} as a child are text nodes.
      if (path.parentPath.isJSXElement() || path.parentPath.isJSXFragment()) reportAll(path.node, path.node.expression);
    },
    JSXAttribute(path) {
      const name = path.node.name.type === 'JSXIdentifier' ? path.node.name.name : '';
      if (isVisibleName(name)) reportAll(path.node, path.node.value);
    },
    AssignmentExpression(path) {
      // Plain DOM written before React runs (the start-up error box): `node.textContent = 'Text'`.
      const target = path.node.left;
      if (target.type !== 'MemberExpression' || target.property.type !== 'Identifier') return;
      if (DOM_TEXT_PROPERTIES.has(target.property.name)) reportAll(path.node, path.node.right);
    },
    ObjectProperty(path) {
      if (path.node.computed || path.parentPath.isObjectPattern()) return;
      if (isVisibleName(keyName(path.node.key))) reportAll(path.node, path.node.value);
    },
    AssignmentPattern(path) {
      // A destructured prop's default: `function Modal({ closeLabel = 'Close' })`.
      const { left, right } = path.node;
      if (left.type === 'Identifier' && isVisibleName(left.name)) reportAll(path.node, right);
    },
    VariableDeclarator(path) {
      // `const emptyText = 'No teams yet'`: named as text, and reads as text (`avatarPlaceholder`, a data: URL, does
      // not).
      const { id, init } = path.node;
      if (id.type === 'Identifier' && VISIBLE_NAME.test(id.name)) reportAll(path.node, init, true);
    },
    CallExpression(path) {
      if (!UI_CALL.test(calleeName(path.node.callee))) return;
      for (const argument of path.node.arguments) reportAll(argument, argument, true);
    },
    NewExpression(path) {
      // An error's message often reaches the page (a failure panel, a form's error); a developer-only one is
      // listed in ALLOWED with why.
      if (!ERROR_CLASS.test(calleeName(path.node.callee))) return;
      for (const argument of path.node.arguments) reportAll(argument, argument, true);
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
