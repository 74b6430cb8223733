import { useEffect, useRef, useSyncExternalStore, type Ref } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { __, Button, Heading, Inline, Page, Stack, Text } from '../../design-system';

export interface ConnectionProblemViewProps {
  /** The browser says it has no connection (navigator.onLine false). */
  offline: boolean;
  onRetry: () => void;
  /** Back to the page the visitor came from; none on the first page of a visit. */
  onBack?: (() => void) | undefined;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/** What a page that could not load for want of a connection shows instead (issue 26). */
export function ConnectionProblemView({ offline, onRetry, onBack, headingRef }: ConnectionProblemViewProps) {
  return (
    <Page width="narrow">
      <Stack gap="lg" align="start">
        <Heading ref={headingRef} level={1} tabIndex={-1}>
          {offline ? __('You seem to be offline') : __('This page could not load')}
        </Heading>
        <Text>
          {offline
            ? __('The page needs a connection to load. It opens by itself once you are back online.')
            : __('The connection seems to be down. Check it, then try again.')}
        </Text>
        <Inline gap="sm">
          <Button onClick={onRetry}>{__('Try again')}</Button>
          {onBack ? (
            <Button color="outline" onClick={onBack}>
              {__('Go back')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Page>
  );
}

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const assumeOnline = () => true;

export interface ConnectionProblemProps {
  /** Loads the page again (ErrorBoundary's retry); also called when the browser comes back online. */
  onRetry: () => void;
  /** Focus the heading on arrival: after a retry that failed again, the Try again button is gone. */
  focusHeading: boolean;
}

/**
 * The view, kept in step with the connection: it says whether the browser is offline, and tries again by itself
 * once the browser is back online. Inside the router a visitor who came from another page can go back to it
 * (its code is already loaded, so that works offline too).
 */
export function ConnectionProblem({ onRetry, focusHeading }: ConnectionProblemProps) {
  const online = useSyncExternalStore(subscribeToConnection, isOnline, assumeOnline);
  const heading = useRef<HTMLHeadingElement>(null);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  // From the store, not an 'online' listener of its own: a listener added in an effect misses a change that
  // comes between the commit and the effect (seen under load), which the store still catches when it subscribes.
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      retry.current();
    }
  }, [online]);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const view = { offline: !online, onRetry, headingRef: heading };
  return useInRouterContext() ? <WithWayBack {...view} /> : <ConnectionProblemView {...view} />;
}

function WithWayBack(props: Omit<ConnectionProblemViewProps, 'onBack'>) {
  const navigate = useNavigate();
  // 'default' is the entry the visit started on: there is no page of ours to go back to.
  const cameFromAnotherPage = useLocation().key !== 'default';
  return <ConnectionProblemView {...props} onBack={cameFromAnotherPage ? () => void navigate(-1) : undefined} />;
}
