/** How long to wait for a lazily loaded page to render its heading. */
const WAIT_MS = 5000;

function focusHeading(container: HTMLElement): boolean {
  const heading = container.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Moves focus to the page's h1 so screen reader and keyboard users land on the new page. The page may still
 * be loading (lazy code, data), so it waits for the heading to appear. Returns a cancel function.
 */
export function focusHeadingWhenReady(container: HTMLElement): () => void {
  if (focusHeading(container)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading(container)) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}
