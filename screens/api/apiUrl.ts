// Building a call's URL is pure and tiny: the app shell needs it before the client itself has loaded.

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

function encodeQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params.toString();
}

/**
 * `${apiRoot}/${name}` plus the query. With plain permalinks the route lives inside the `rest_route`
 * parameter, so the name joins that value and the query follows with '&'.
 */
export function buildApiUrl(apiRoot: string, name: string, query?: Query): string {
  const cleanName = name.replace(/^\/+/, '');
  const queryStart = apiRoot.indexOf('?');
  const path = queryStart === -1 ? apiRoot : apiRoot.slice(0, queryStart);
  const search = queryStart === -1 ? '' : apiRoot.slice(queryStart + 1);
  const pairs = search.split('&');
  const isRoute = (pair: string) => pair.startsWith('rest_route=');
  const joinRoute = (route: string) => `${route.replace(/\/+$/, '')}/${cleanName}`;
  const base = pairs.some(isRoute)
    ? `${path}?${pairs.map((pair) => (isRoute(pair) ? joinRoute(pair) : pair)).join('&')}`
    : `${joinRoute(path)}${search ? `?${search}` : ''}`;
  const extra = encodeQuery(query);
  if (extra === '') return base;
  return `${base}${base.includes('?') ? '&' : '?'}${extra}`;
}
