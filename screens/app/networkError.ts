/**
 * What each engine says when a lazily loaded chunk (or a request) cannot reach the server: Chromium 'Failed to
 * fetch dynamically imported module: <url>', Firefox 'error loading dynamically imported module: <url>', Safari
 * 'Importing a module script failed.'; for fetch, 'Failed to fetch', 'NetworkError when attempting to fetch
 * resource.' and 'Load failed'. All are TypeErrors.
 */
const NETWORK_MESSAGE =
  /dynamically imported module|importing a module script failed|failed to fetch|networkerror|load failed/i;

/**
 * True when an error that reached an error boundary means the connection is down: the browser says it is offline,
 * or a chunk or request failed on the network. Then the page says so and offers to try again (issue 26), rather
 * than 'Try to reload the browser', which fails too while offline.
 */
export function isConnectionProblem(error: unknown, online: boolean): boolean {
  if (!online) return true;
  return error instanceof TypeError && NETWORK_MESSAGE.test(error.message);
}
