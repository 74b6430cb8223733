/**
 * Scoped, raised-specificity styles (issue 23): the design system's CSS must win against a WordPress theme's and
 * wp-admin's ordinary rules (`.wp-block-post-content a:where(…)` at 0,1,1, `.wp-core-ui select` at 0,1,1,
 * `input[type="checkbox"]:checked::before` at 0,2,2) without `!important`. A build-time PostCSS step rewrites every
 * rule that comes from one of the project's `.css.ts` files (vanilla-extract's virtual `*.css.ts.vanilla.css`
 * modules) to sit under the ThemeRoot element, its class repeated: `.x` becomes `.p2p-root.p2p-root.p2p-root .x`
 * (0,4,0). ThemeRoot's reset (`.p2p-root :where(…)`, written in design-system/theme/ThemeRoot.css.ts) becomes
 * 0,3,0: above the themes' rules, below every component rule. Why this and not another technique: see
 * design-system/README.md, "Inside a WordPress theme".
 *
 * - `.p2p-root …` (ThemeRoot's own rules): the class is repeated in place, so they still match the root itself.
 * - `:root`, `html`, `body` alone (the token defaults on :root) stay global; `html …`/`body …` get the scope
 *   after that first compound.
 * - `[dir="rtl"] …`: the direction attribute sits on <html>, outside the root (or on the root, or inside it):
 *   all three placements are written out, so mirroring keeps working wherever the host puts `dir`.
 * - `@keyframes` steps are left alone; `@media`/`@supports` blocks are walked into. Nothing else (node_modules
 *   CSS, plain `.css` files) is touched.
 *
 * Wired into every build that compiles the `.css.ts` files (the app, the admin app, the library, Storybook, the
 * dev server, the Vitest projects) by the Vite plugin `scopedStyles()`, which adds the PostCSS step to Vite's
 * `css.postcss`. No dependency: the PostCSS API is used through the structural types below (PostCSS is Vite's own).
 */

import { ROOT_CLASS } from '../design-system/theme/rootClass.ts';

export { ROOT_CLASS };
/** How many times the class is repeated: the components' rules get this many classes more than their own. */
export const SCOPE_WEIGHT = 3;
export const SCOPE = `.${ROOT_CLASS}`.repeat(SCOPE_WEIGHT);

/** Files this applies to: vanilla-extract's virtual CSS of the project's `.css.ts` modules. */
const SCOPED_FILE = /\.css\.ts\.vanilla\.css(?:\?.*)?$/;

interface CssNode {
  type: string;
  parent?: CssNode | undefined;
}
interface CssAtRule extends CssNode {
  name: string;
}
interface CssRule extends CssNode {
  selectors: string[];
}
interface CssRoot extends CssNode {
  source?: { input?: { file?: string | undefined; id?: string | undefined } } | undefined;
  walkRules(callback: (rule: CssRule) => void): void;
}

/** Splits a selector at its first top-level combinator: [first compound, the rest (with its leading combinator)]. */
export function firstCompound(selector: string): [string, string] {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index] as string;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '\\') index += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && /[\s>+~]/.test(char)) return [selector.slice(0, index), selector.slice(index)];
  }
  return [selector, ''];
}

const ROOT_COMPOUND = new RegExp(`^\\.${ROOT_CLASS}(?![\\w-])`);
const DOCUMENT_COMPOUND = /^(?::root|html|body)(?![\w-])/i;
/** A compound that is one `dir` attribute test and nothing else: `[dir="rtl"]`, `[dir=rtl]`, `[dir]`. */
const DIRECTION_COMPOUND = /^\[dir(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[\w-]+))?(?:\s+[is])?\]$/i;

/** One selector of a rule, scoped under ThemeRoot. Returns one selector or several (direction). */
export function scopeSelector(raw: string): string[] {
  const selector = raw.trim();
  const [first, rest] = firstCompound(selector);
  if (ROOT_COMPOUND.test(first)) return [`${SCOPE}${selector.slice(ROOT_CLASS.length + 1)}`];
  if (DOCUMENT_COMPOUND.test(first)) return rest ? [`${first} ${SCOPE}${rest}`] : [selector];
  if (DIRECTION_COMPOUND.test(first)) {
    // `[dir="rtl"] X`: the attribute on an ancestor outside the root, on the root itself, or inside it.
    return rest ? [`${first} ${SCOPE}${rest}`, `${SCOPE}${first}${rest}`, `${SCOPE} ${first}${rest}`] : [selector];
  }
  return [`${SCOPE} ${selector}`];
}

function insideKeyframes(node: CssNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as CssAtRule).name)) return true;
  }
  return false;
}

/** The PostCSS plugin. `include` decides by file name (default: the project's `.css.ts` modules). */
export function scopeStyles(include: (file: string) => boolean = (file) => SCOPED_FILE.test(file)) {
  return {
    postcssPlugin: 'p2p-scope-styles',
    // Once, not Rule: PostCSS revisits changed rules, and a rule must be scoped exactly once.
    Once(root: CssRoot, helpers: { result: { opts: { from?: string | undefined } } }) {
      const file = helpers.result.opts.from ?? root.source?.input?.file ?? '';
      if (!include(file)) return;
      root.walkRules((rule) => {
        if (insideKeyframes(rule)) return;
        rule.selectors = rule.selectors.flatMap(scopeSelector);
      });
    },
  };
}

/**
 * The Vite side: adds the PostCSS step to `css.postcss` of whichever config lists this plugin. vite.config.ts
 * lists it (and so do the admin build, Storybook and Vitest, which take its plugins), vite.lib.config.ts too.
 */
export function scopedStyles() {
  return {
    name: 'p2p-scoped-styles',
    config() {
      return { css: { postcss: { plugins: [scopeStyles()] } } };
    },
  };
}
