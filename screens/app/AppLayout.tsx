import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { PageFrame } from '../../design-system';
import { CodeLoading } from '../shared/CodeLoading';
import { AccountBar } from './AccountBar';
import { useSignInNeeded } from './signInNeeded';
import { ErrorBoundary } from './ErrorBoundary';
import { focusHeadingWhenReady } from './focusHeading';
import { useHostData } from './HostDataContext';
import { pageFallback } from './AppLayout.css';
import { useLocation } from 'react-router-dom';

// Only administrators ever see it (visitors cannot open an inactive campaign): not worth first-load bytes.
const InactiveCampaignNotice = lazy(() => import('./InactiveCampaignNotice'));
// Only after a guard turned a visitor away: never on a first load.
const SignInNeededNotice = lazy(() => import('./SignInNeededNotice'));
import { AppRoutes } from './routes';

/** After a move to another page (not on first load, not on a query change): scroll to the top, focus the h1. */
function useNavigationFocus(container: RefObject<HTMLDivElement | null>, pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    window.scrollTo(0, 0);
    return container.current ? focusHeadingWhenReady(container.current) : undefined;
  }, [pathname, container]);
}

/**
 * The frame around every page: the inactive notice, then the page (lazy, with a spinner while it loads).
 * A page that throws (or whose code fails to load) shows the failure panel inside the frame; the boundary is
 * keyed by path, so the next navigation clears it.
 */
export function AppLayout() {
  const page = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const { campaign } = useHostData();
  const signInNeeded = useSignInNeeded();
  useNavigationFocus(page, pathname);
  return (
    <PageFrame>
      <AccountBar />
      {signInNeeded ? (
        <Suspense fallback={<CodeLoading />}>
          <SignInNeededNotice />
        </Suspense>
      ) : null}
      {campaign.is_active ? null : (
        <Suspense fallback={<CodeLoading />}>
          <InactiveCampaignNotice />
        </Suspense>
      )}
      <div ref={page}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<CodeLoading placeholderClass={pageFallback} />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </div>
    </PageFrame>
  );
}
