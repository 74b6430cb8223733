import { expect, type Page, type Route } from '@playwright/test';

// One API call at a time, from the test's side: matched exactly (apiCall), answered by the test (answerCall), held
// until the test lets it through (holdCall), or timed as the page starts it (callTimes).

export interface HeldCall {
  /** Passes once the page has made the call (it is held now); fails after the expect timeout otherwise. */
  reached(): Promise<void>;
  /** Lets the held requests, and any later one, through to the real server. */
  release(): Promise<void>;
}

/** Holds every request of one API call until the test releases them: a slow answer without a real-time wait. */
export async function holdCall(page: Page, name: string): Promise<HeldCall> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const passed: Promise<void>[] = [];
  await page.route(apiCall(name), (route) => {
    const through = gate.then(() => route.continue());
    passed.push(through);
    return through;
  });
  return {
    reached: () => expect.poll(() => passed.length, { message: `the page calls ${name}` }).toBeGreaterThan(0),
    release: async () => {
      open();
      await Promise.all(passed);
    },
  };
}

// Matches exactly one API call, pretty or plain permalinks: a glob on the name would also catch longer names
// (get-team → get-team-top-donors) and pages (create-team → the /create-team/ page itself).
export function apiCall(name: string): (url: URL) => boolean {
  return (url) =>
    url.pathname.endsWith(`/p2p-campaigns/${name}`) ||
    (url.searchParams.get('rest_route') ?? '').endsWith(`/p2p-campaigns/${name}`);
}

/** Routes one API call to `handler`; the returned function lets the real server answer again. */
export async function answerCall(
  page: Page,
  name: string,
  handler: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const match = apiCall(name);
  await page.route(match, handler);
  return () => page.unroute(match);
}

/**
 * The page's clock time (Date.now(), fake under fakeClock) each time the page started one API call, read when
 * asked: recorded inside the page as fetch is called, so a call counts even before its request is routed.
 */
export async function callTimes(page: Page, name: string): Promise<() => Promise<number[]>> {
  await page.addInitScript((call) => {
    const times: number[] = [];
    (window as unknown as { __callTimes: number[] }).__callTimes = times;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const route = `${url.pathname}|${url.searchParams.get('rest_route') ?? ''}`;
      if (route.includes(`/p2p-campaigns/${call}|`) || route.endsWith(`/p2p-campaigns/${call}`)) times.push(Date.now());
      return original(input, init);
    };
  }, name);
  return () => page.evaluate(() => (window as unknown as { __callTimes?: number[] }).__callTimes ?? []);
}
