/** The front end's routes (SPEC section 2) relative to campaign.base_url, and what data each page carries. */
export type PageRoute =
  | { kind: 'campaign'; path: string }
  | { kind: 'team'; path: string; id: number }
  | { kind: 'fundraiser'; path: string; id: number }
  | { kind: 'unknown'; path: string };

const CAMPAIGN_ROUTES = new Set([
  '/',
  '/team-leaderboard/',
  '/fundraiser-leaderboard/',
  '/donate/',
  '/create-team/',
  '/start-fundraising/',
  '/select-team/',
  '/register/',
  '/register/teams/',
  '/register/individual/',
  '/register/captain/',
  '/register/create-profile/',
  '/login/',
  '/lost-password/',
  '/lost-password/sent/',
  // The fundraising tools' page (docs/fundraising-tools.md): the app shows it only when the tools are advertised.
  '/my-fundraising/',
]);

const ENTITY_ROUTE = /^\/(team|fundraiser)\/([1-9][0-9]{0,9})\/(?:(join|donate|update)\/)?$/;

/** Matches a path below the base URL ('' or '/...'), with or without its trailing slash. */
export function matchRoute(subPath: string): PageRoute {
  const path = subPath === '' || subPath.endsWith('/') ? subPath || '/' : `${subPath}/`;
  if (CAMPAIGN_ROUTES.has(path)) return { kind: 'campaign', path };
  const m = ENTITY_ROUTE.exec(path);
  if (m) {
    const [, kind, id] = m;
    return { kind: kind === 'team' ? 'team' : 'fundraiser', path, id: Number(id) };
  }
  return { kind: 'unknown', path };
}

/** The path below baseUrl, or null when path is not under it. */
export function subPathOf(path: string, baseUrl: string): string | null {
  if (path === baseUrl) return '';
  if (path.startsWith(`${baseUrl}/`)) return path.slice(baseUrl.length);
  return null;
}
