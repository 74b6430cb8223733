import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '../client';

export const TEST_API_ROOT = 'https://site.test/wp-json/give-api/v2/p2p-campaigns';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake fetch answering by endpoint name (the last path segment, before the query). */
export function fakeFetch(answers: Record<string, (url: URL, init: RequestInit | undefined) => Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const name = url.pathname.split('/').at(-1) ?? '';
    const answer = answers[name];
    if (!answer) throw new Error(`Unhandled request: ${url.href}`);
    return answer(url, init);
  });
}

export function testClient(fetchImpl: typeof fetch, timeoutMs?: number): ApiClient {
  return createApiClient({ apiRoot: TEST_API_ROOT, apiNonce: 'nonce-1', fetch: fetchImpl, timeoutMs });
}
