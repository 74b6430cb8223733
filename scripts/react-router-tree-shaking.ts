import type { Plugin } from 'vite';

/** React Router's production build, bundled by tsup into chunk files (`dist/production/chunk-*.mjs`). */
export const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

/** `React.createContext(`, `React10.forwardRef(`, `React3.memo(` after `= `, `(` or `, `. */
const FACTORY_CALL = /(= |\(|, )(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** A top-level `Name.displayName = …;` line (one statement per line in the compiled chunk). */
const DISPLAY_NAME = /^[\w$]+\.displayName = [^\n]*;$/gm;

/** The chunk's text with its React factory calls marked pure and its top-level devtools names removed. */
export function treeShakeableReactRouter(code: string): string {
  return code.replace(FACTORY_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/**
 * React Router 7's compiled chunk creates its contexts and components at module level with no pure annotations and
 * names each one (`X.displayName = …`), so the bundler keeps every one, used or not. Marking those calls pure and
 * dropping the names lets tree-shaking keep what the app uses: 4.1 KB gzip on `/` (97.6 KB with it, 101.7 KB
 * without; the budget is 100), measured with `npm run bench -- --sizes-only`. Builds only (the bench's "no
 * development-only router code" check and the e2e suite run against this output); scripts/react-router-tree-shaking
 * .test.ts holds the chunk's shape, and fails when an upgrade changes it.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      return REACT_ROUTER_CHUNK.test(id) ? { code: treeShakeableReactRouter(code), map: null } : null;
    },
  };
}
