import { useCallback, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { Redirect, Router, useLocation, useParams as useWouterParams, useRouter, type BaseLocationHook } from 'wouter';

/*
 * The app's one door to routing. Pages import links, params and navigation from here, never from the router
 * package: wouter (about 2 KB gzip) replaced React Router's data router (29 KB) to meet the first-load budget,
 * and the next swap, if any, touches this file only. Paths are relative to the campaign base; a leading '~'
 * means "from the site root".
 */

export { Link } from 'wouter';
export type { BaseLocationHook };

export interface NavigateOptions {
  replace?: boolean;
}

/** History-mode routing under `base` (the campaign's path); tests and stories pass an in-memory `hook`. */
export function RouterRoot({ base, hook, children }: { base: string; hook?: BaseLocationHook; children: ReactNode }) {
  return (
    <Router base={base === '/' ? '' : base} hook={hook}>
      {children}
    </Router>
  );
}

/** The matched route's parameters (e.g. `teamId`), as strings; absent outside a matching route. */
export function useParams(): Readonly<Partial<Record<string, string>>> {
  return useWouterParams();
}

/** The current path below the base (no query). */
export function usePathname(): string {
  return useLocation()[0];
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation();
  return useCallback((to: string, options?: NavigateOptions) => navigate(to, { replace: options?.replace ?? false }), [navigate]);
}

/** The href a router link to `to` carries (base included), for anchors rendered by design-system pieces. */
export function useHref(to: string): string {
  const router = useRouter();
  return router.hrefs(to.startsWith('~') ? to.slice(1) : router.base + to, router);
}

/** A click handler that moves inside the app, leaving modified clicks (new tab, download) to the browser. */
export function useLinkClickHandler(to: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate, to],
  );
}

/** Replaces (or pushes) the history entry on render: used by route guards. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The query string as URLSearchParams, and a setter that writes a new one (a new history entry unless
 * `replace`). Read from the raw query: wouter's own helper URI-decodes first, which turns a typed '%41' into 'A'.
 */
export function useSearchParams(): [URLSearchParams, (next: SearchUpdate, options?: NavigateOptions) => void] {
  const router = useRouter();
  const [pathname, navigate] = useLocation();
  const raw = router.searchHook(router);
  const params = useMemo(() => new URLSearchParams(raw), [raw]);
  // Several updates before the next render build on each other, as with React's state setters.
  const latest = useRef(params);
  latest.current = params;
  const setParams = useCallback(
    (next: SearchUpdate, options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(latest.current) : next;
      latest.current = value;
      const query = value.toString();
      navigate(query ? `${pathname}?${query}` : pathname, { replace: options?.replace ?? false });
    },
    [navigate, pathname],
  );
  return [params, setParams];
}
