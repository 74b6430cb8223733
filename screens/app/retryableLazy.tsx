import { lazy, useState, type ComponentType } from 'react';

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
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  // One import per attempt, shared by preload() and React.lazy, so a preloaded page is not fetched twice.
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  // The page's component once its code is in: React.lazy suspends on its first render even then (its promise's
  // callbacks run a microtask later), which commits the Suspense spinner for a frame before the page.
  let loaded: ComponentType<P> | undefined;
  const startOver = () => {
    pending = undefined;
    Current = lazy(attempt);
  };
  const attempt = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed.add(startOver);
        throw error;
      },
    );
    return pending;
  };
  let Current = lazy(attempt);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is.
  function RetryableLazy(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Current {...props} />;
  }
  /** Starts loading the page's code (once), for a render that should not have to wait for it. */
  RetryableLazy.preload = attempt;
  return RetryableLazy;
}

/** Lets every lazy component whose code failed load again on its next render; how many there were. */
export function retryFailedImports(): number {
  const count = failed.size;
  for (const startOver of failed) startOver();
  failed.clear();
  return count;
}
