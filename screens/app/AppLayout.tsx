import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { __, Notice, sprintf, Spinner } from '../../design-system';
import { focusHeadingWhenReady } from './focusHeading';
import { useHostData } from './HostDataContext';
import { layout, pageFallback } from './AppLayout.css';

export function PageFallback() {
  return (
    <div className={pageFallback}>
      <Spinner size="large" />
    </div>
  );
}

/** SPEC 1: an inactive campaign is only visible to administrators; tell them why visitors cannot see it. */
export function InactiveCampaignNotice() {
  const { campaign } = useHostData();
  if (campaign.is_active) return null;
  const status = campaign.status.trim() || __('inactive');
  return (
    <Notice type="warning">
      {sprintf(__('This campaign is set to %s and is not visible unless you are logged in as an administrator.'), status)}
    </Notice>
  );
}

/** After a move to another page (not on first load, not on a query change): scroll to the top, focus the h1. */
function useNavigationFocus(container: RefObject<HTMLDivElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    window.scrollTo(0, 0);
    return container.current ? focusHeadingWhenReady(container.current) : undefined;
  }, [pathname, container]);
}

/** The frame around every page: the inactive notice, then the page (lazy, with a spinner while it loads). */
export function AppLayout() {
  const page = useRef<HTMLDivElement>(null);
  useNavigationFocus(page);
  return (
    <div className={layout}>
      <InactiveCampaignNotice />
      <div ref={page}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
