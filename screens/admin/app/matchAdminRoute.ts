import type { AdminRoute, AdminRouteParams } from './adminRoute';

export interface AdminRouteMatch {
  route: AdminRoute;
  params: AdminRouteParams;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/edit-team-:teamId` → a regular expression with one group per parameter, and the parameters' names. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    source += escapeRegExp(path.slice(last, match.index));
    source += '([^/]+)';
    names.push(match[1] ?? '');
    last = (match.index ?? 0) + match[0].length;
  }
  source += escapeRegExp(path.slice(last));
  // A trailing slash is optional, as in React Router; case-sensitive like the plugin's hash addresses.
  return { pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`), names };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first route whose pattern matches the whole pathname (inside the hash), with its parameters. */
export function matchAdminRoute(routes: readonly AdminRoute[], pathname: string): AdminRouteMatch | null {
  for (const route of routes) {
    const { pattern, names } = compile(route.path);
    const found = pattern.exec(pathname);
    if (found) {
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        params[name] = decode(found[index + 1] ?? '');
      });
      return { route, params };
    }
  }
  return null;
}
