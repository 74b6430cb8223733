import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { CodeLoading } from '../../shared/CodeLoading';
import { useAdmin } from './AdminContext';
import { screenFallback } from './AdminPage.css';
import type { AdminRoute } from './adminRoute';
import { AdminRoutes, adminRoutesFor } from './adminRoutes';
import { useAdminFlash, useFlashFollowsPage } from './flash';

/** After a move to another hash page (not on first load, not on a query change): focus its flash or title. */
function useNavigationFocus(pathname: string) {
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const container = box.current;
    if (!container) return undefined;
    const focus = () => {
      // A flash (a wizard's "Team created") is the news on arrival; otherwise the page's title.
      const heading =
        container.querySelector<HTMLElement>('[data-admin-flash]') ?? container.querySelector<HTMLElement>('h1, h2');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focus()) return undefined;
    // The page may still be loading its code: wait for its title.
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
  return box;
}

/**
 * The screen's current page, lazy with a spinner while its code loads. A page that throws (or whose code fails
 * to load) shows the failure panel; the boundary is keyed by address, so the next navigation clears it.
 */
export function AdminLayout({ routes }: { routes?: readonly AdminRoute[] }) {
  const { screen } = useAdmin();
  const { pathname } = useLocation();
  const box = useNavigationFocus(pathname);
  useFlashFollowsPage(pathname, useAdminFlash().flash?.id);
  return (
    <div ref={box}>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<CodeLoading placeholderClass={screenFallback} />}>
          <AdminRoutes routes={routes ?? adminRoutesFor(screen)} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
