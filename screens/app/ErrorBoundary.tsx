import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FailurePanel } from '../../design-system';
import { ConnectionProblem } from './ConnectionProblem';
import { isConnectionProblem } from './networkError';
import { retryFailedImports } from './retryableLazy';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Tests: instead of reloading the page (the last resort of Try again). */
  reload?: () => void;
}

interface State {
  failure: { connection: boolean } | null;
  /** Tries since the boundary mounted, to focus the view that comes back after a retry that failed again. */
  retries: number;
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * The last line of defence around the providers and router, and around each page: a failure panel rather than
 * an empty page. When the connection is the cause (offline, or a chunk that did not load), it says so and
 * tries again in place: the failed lazy pages load afresh (retryableLazy.tsx), the rest of the app stays.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failure: null, retries: 0 };
  /** The last retry started while the browser said it was online. */
  private retriedOnline = false;
  /** A retry made online failed again: the engine keeps failed imports, or the server is unreachable. */
  private failedOnline = false;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { connection: isConnectionProblem(error, navigator.onLine) } };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    this.failedOnline = this.retriedOnline && navigator.onLine;
    this.retriedOnline = false;
  }

  override componentWillUnmount(): void {
    // Leaving (another page, Go back): the page that failed loads afresh next time it is opened.
    if (this.state.failure) retryFailedImports();
  }

  /**
   * In place when a lazy page failed to load, else (or when an online retry failed again: Safari and Firefox
   * still keep a failed import, whatwg/html#6768) by reloading the page, unless offline, where a reload would
   * only show the browser's own error page.
   */
  private readonly retry = (): void => {
    const startedOver = retryFailedImports();
    if (startedOver === 0 ? navigator.onLine : this.failedOnline) {
      (this.props.reload ?? reloadPage)();
      return;
    }
    this.retriedOnline = navigator.onLine;
    this.setState((state) => ({ failure: null, retries: state.retries + 1 }));
  };

  override render() {
    const { failure, retries } = this.state;
    if (!failure) return this.props.children;
    if (failure.connection) return <ConnectionProblem onRetry={this.retry} focusHeading={retries > 0} />;
    return <FailurePanel />;
  }
}
