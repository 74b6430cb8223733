import { lazy, type ComponentType } from 'react';

/** How to start over each lazy component whose code failed to load since the last retry. */
const failed = new Set<() => void>();

/**
 * React.lazy that can load again after its code failed to load (offline, a dropped connection). React.lazy keeps
 * a failed import for good, so a page opened offline would fail forever; this one starts a fresh import once
 * `retryFailedImports()` was called. Chromium fetches a failed module again on the next import() (checked on
 * Chromium 156, as whatwg/html#10327 now specifies), so the retry really loads it; engines that still keep the
 * failure get a page reload from the error boundary instead (ErrorBoundary.tsx).
 *
 * Failures are forgotten only when asked, never when they happen: React renders an erring component once more,
 * and a fresh import there would start again on every failure, in a loop while offline.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const startOver = () => {
    Current = lazy(attempt);
  };
  const attempt = () =>
    load().catch((error: unknown) => {
      failed.add(startOver);
      throw error;
    });
  let Current = lazy(attempt);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is.
  function RetryableLazy(props: P) {
    return <Current {...props} />;
  }
  return RetryableLazy;
}

/** Lets every lazy component whose code failed load again on its next render; how many there were. */
export function retryFailedImports(): number {
  const count = failed.size;
  for (const startOver of failed) startOver();
  failed.clear();
  return count;
}
