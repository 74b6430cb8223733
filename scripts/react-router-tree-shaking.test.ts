import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_CHUNK, treeShakeableReactRouter } from './react-router-tree-shaking';

const CHUNK = `import * as React from "react";
var DataRouterContext = React.createContext(null);
DataRouterContext.displayName = "DataRouter";
var MemoizedDataRoutes = React3.memo(DataRoutes2);
var Link = React10.forwardRef(
  function LinkWithRef({ onClick }, forwardedRef) {
    let ctx = React10.useContext(NavigationContext);
    return React10.createElement("a", { onClick, ref: forwardedRef });
  }
);
Link.displayName = "Link";
function useFetcher() {
  let FetcherForm2 = React10.forwardRef((props, ref) => null);
  FetcherForm2.displayName = "fetcher.Form";
  return call(React.createContext(null), x);
}
`;

const EXPECTED = `import * as React from "react";
var DataRouterContext = /* @__PURE__ */ React.createContext(null);

var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);
var Link = /* @__PURE__ */ React10.forwardRef(
  function LinkWithRef({ onClick }, forwardedRef) {
    let ctx = React10.useContext(NavigationContext);
    return React10.createElement("a", { onClick, ref: forwardedRef });
  }
);

function useFetcher() {
  let FetcherForm2 = /* @__PURE__ */ React10.forwardRef((props, ref) => null);
  FetcherForm2.displayName = "fetcher.Form";
  return call(/* @__PURE__ */ React.createContext(null), x);
}
`;

describe('treeShakeableReactRouter', () => {
  it('marks factory calls pure and drops top-level displayName lines, nothing else', () => {
    expect(treeShakeableReactRouter(CHUNK)).toBe(EXPECTED);
  });

  it('applies to the production chunks only', () => {
    expect(REACT_ROUTER_CHUNK.test('/r/node_modules/react-router/dist/production/chunk-HEAXLYUI.mjs')).toBe(true);
    expect(REACT_ROUTER_CHUNK.test('C:\\r\\node_modules\\react-router\\dist\\production\\chunk-A.mjs')).toBe(true);
    expect(REACT_ROUTER_CHUNK.test('/r/node_modules/react-router/dist/development/chunk-HEAXLYUI.mjs')).toBe(false);
    expect(REACT_ROUTER_CHUNK.test('/r/node_modules/react-router/dist/production/index.mjs')).toBe(false);
  });

  it('still finds its targets in the installed React Router (an upgrade that changes the chunk fails here)', () => {
    const folder = join('node_modules', 'react-router', 'dist', 'production');
    const chunks = readdirSync(folder)
      .map((name) => join(folder, name))
      .filter((path) => REACT_ROUTER_CHUNK.test(path));
    const code = chunks.map((path) => readFileSync(path, 'utf8')).join('\n');
    const out = treeShakeableReactRouter(code);
    // 7.18: 12 createContext, 4 forwardRef and 1 memo calls; 15 top-level names.
    expect(out.split('/* @__PURE__ */ ').length - 1).toBeGreaterThanOrEqual(17);
    expect(code.match(/^[\w$]+\.displayName = /gm)?.length ?? 0).toBeGreaterThanOrEqual(15);
    expect(out.match(/^[\w$]+\.displayName = /gm)).toBeNull();
    expect(out.match(/^var \w+ = React\d*\.(createContext|forwardRef|memo)\(/gm)).toBeNull();
  });
});
