import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { buildApiUrl, createApiClient } from './client';
import { ApiError } from './errors';
import { jsonResponse } from './testing/fakeFetch';

const PRETTY = 'https://site.test/wp-json/give-api/v2/p2p-campaigns';
const PLAIN = 'https://site.test/?rest_route=/give-api/v2/p2p-campaigns';

describe('buildApiUrl', () => {
  it.each([
    [PRETTY, 'get-team', undefined, `${PRETTY}/get-team`],
    [PRETTY, '/get-team', undefined, `${PRETTY}/get-team`],
    [`${PRETTY}/`, '/get-team', undefined, `${PRETTY}/get-team`],
    [PRETTY, '/get-team', { team_id: 4 }, `${PRETTY}/get-team?team_id=4`],
    [PLAIN, 'get-team', undefined, `${PLAIN}/get-team`],
    [PLAIN, '/get-team', { team_id: 4 }, `${PLAIN}/get-team&team_id=4`],
    [`${PLAIN}/`, 'get-team', { team_id: 4 }, `${PLAIN}/get-team&team_id=4`],
    [
      'https://site.test/?lang=fr&rest_route=/give-api/v2/p2p-campaigns',
      'get-team',
      { team_id: 4 },
      'https://site.test/?lang=fr&rest_route=/give-api/v2/p2p-campaigns/get-team&team_id=4',
    ],
    [`${PRETTY}?lang=fr`, 'get-team', { team_id: 4 }, `${PRETTY}/get-team?lang=fr&team_id=4`],
    [
      PRETTY,
      'search',
      { search: 'run & walk', page: 2, skipped: undefined, closed: true },
      `${PRETTY}/search?search=run+%26+walk&page=2&closed=1`,
    ],
  ])('%s + %s + %j → %s', (root, name, query, expected) => {
    expect(buildApiUrl(root, name, query)).toBe(expected);
  });
});

const anything = v.unknown();

function clientAnswering(response: Response | (() => Promise<Response>), timeoutMs?: number) {
  const fetchImpl = vi.fn<typeof fetch>(async () => (typeof response === 'function' ? response() : response));
  return { fetchImpl, client: createApiClient({ apiRoot: PRETTY, apiNonce: 'nonce-1', fetch: fetchImpl, timeoutMs }) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

describe('ApiClient.request', () => {
  it('sends the nonce, JSON content type and same-origin credentials', async () => {
    const { fetchImpl, client } = clientAnswering(jsonResponse({ redirect: '/x' }));
    await client.request('fundraiser-login', { method: 'POST', body: { user_handle: 'ann' }, schema: anything });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`${PRETTY}/fundraiser-login`);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-WP-Nonce': 'nonce-1', 'Content-Type': 'application/json' },
      body: '{"user_handle":"ann"}',
    });
  });

  it('lets the browser set the multipart boundary for FormData', async () => {
    const { fetchImpl, client } = clientAnswering(jsonResponse({}));
    const form = new FormData();
    form.append('story', 'Hello');
    await client.request('update-team', { method: 'POST', body: form, schema: anything });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ 'X-WP-Nonce': 'nonce-1', Accept: 'application/json' });
  });

  it('returns the checked body, and {} for an empty body', async () => {
    const schema = v.object({ redirect: v.optional(v.string()) });
    expect(await clientAnswering(jsonResponse({ redirect: '/a' })).client.request('x', { schema })).toEqual({
      redirect: '/a',
    });
    expect(await clientAnswering(new Response('', { status: 200 })).client.request('x', { schema })).toEqual({});
  });

  it.each([
    [
      'a WordPress error',
      403,
      { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
      'Cookie check failed',
      'rest_cookie_invalid_nonce',
    ],
    ['a plugin { message }', 400, { message: 'Email already registered' }, 'Email already registered', undefined],
    [
      'a plugin { error, message }',
      422,
      { error: 'invalid_team', message: 'Team is private' },
      'Team is private',
      'invalid_team',
    ],
    ['a plugin { status, message }', 500, { status: 'error', message: 'Could not save' }, 'Could not save', undefined],
  ])('maps %s to an http error with the server message', async (_label, status, body, message, code) => {
    const error = await failure(clientAnswering(jsonResponse(body, status)).client.request('x', { schema: anything }));
    expect(error).toMatchObject({ kind: 'http', status, message, code });
  });

  it('gives a generic message for an HTML error page', async () => {
    const html = new Response('<html><body>Fatal error</body></html>', {
      status: 502,
      headers: { 'Content-Type': 'text/html' },
    });
    const error = await failure(clientAnswering(html).client.request('x', { schema: anything }));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.message).toContain('502');
    expect(error.message).not.toContain('<html>');
  });

  it('maps malformed JSON in a 200 to a parse error', async () => {
    const error = await failure(
      clientAnswering(new Response('{"data": [', { status: 200 })).client.request('x', { schema: anything }),
    );
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
  });

  it('maps a body that fails the schema to a parse error', async () => {
    const schema = v.object({ data: v.array(v.string()) });
    const error = await failure(clientAnswering(jsonResponse({ data: 'nope' })).client.request('x', { schema }));
    expect(error.kind).toBe('parse');
  });

  it('maps a network failure', async () => {
    const error = await failure(
      clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).client.request('x', { schema: anything }),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/could not reach the server/i);
  });

  it('aborts and maps a timeout', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const client = createApiClient({ apiRoot: PRETTY, apiNonce: 'n', fetch: fetchImpl, timeoutMs: 10 });
    const error = await failure(client.request('x', { schema: anything }));
    expect(error.kind).toBe('timeout');
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});

/** A fetch that answers only when its signal aborts (then with the browser's AbortError, at once if it already has). */
function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        const refuse = () => reject(new DOMException('Aborted', 'AbortError'));
        if (init?.signal?.aborted) refuse();
        init?.signal?.addEventListener('abort', refuse);
      }),
  );
}

describe('ApiClient wire details', () => {
  it('uses the browser’s fetch when none is injected', async () => {
    const browserFetch = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', browserFetch);
    try {
      const client = createApiClient({ apiRoot: PRETTY, apiNonce: 'nonce-1' });
      expect(await client.request('get-team', { query: { team_id: 4 }, schema: anything })).toEqual({ ok: true });
      expect(browserFetch.mock.calls[0]?.[0]).toBe(`${PRETTY}/get-team?team_id=4`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads with GET and no body unless told otherwise', async () => {
    const { fetchImpl, client } = clientAnswering(jsonResponse({}));
    await client.request('get-user-info', { schema: anything });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('builds the same URLs for links as for calls', () => {
    const { client } = clientAnswering(jsonResponse({}));
    expect(client.url('/get-team', { team_id: 4 })).toBe(`${PRETTY}/get-team?team_id=4`);
  });

  it('treats a body of only whitespace (a stray newline from a plugin) as empty', async () => {
    const schema = v.object({ redirect: v.optional(v.string()) });
    expect(await clientAnswering(new Response('\n  ', { status: 200 })).client.request('x', { schema })).toEqual({});
  });

  it('maps a body that breaks off while being read to a network error with the status', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    const error = await failure(
      clientAnswering(new Response(broken, { status: 200 })).client.request('x', { schema: anything }),
    );
    expect(error).toMatchObject({ kind: 'network', status: 200 });
    expect(error.message).toMatch(/could not reach the server/i);
  });

  it('gives the status with a body that fails the schema', async () => {
    const schema = v.object({ data: v.array(v.string()) });
    const error = await failure(clientAnswering(jsonResponse({ data: 'nope' }, 200)).client.request('x', { schema }));
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
  });

  it('cancels the request when the caller aborts, and says so', async () => {
    const fetchImpl = hangingFetch();
    const client = createApiClient({ apiRoot: PRETTY, apiNonce: 'n', fetch: fetchImpl });
    const caller = new AbortController();
    const pending = failure(client.request('x', { schema: anything, signal: caller.signal }));
    caller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'network', message: 'The request was cancelled.' });
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('does not send a request whose caller aborted before it started', async () => {
    const fetchImpl = hangingFetch();
    const client = createApiClient({ apiRoot: PRETTY, apiNonce: 'n', fetch: fetchImpl });
    const error = await failure(client.request('x', { schema: anything, signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ kind: 'network', message: 'The request was cancelled.' });
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('leaves a finished request alone: no late timeout, no late abort from the caller', async () => {
    vi.useFakeTimers();
    try {
      const { fetchImpl, client } = clientAnswering(jsonResponse({ ok: true }), 1_000);
      const caller = new AbortController();
      await client.request('x', { schema: anything, signal: caller.signal });
      const sentSignal = fetchImpl.mock.calls[0]?.[1]?.signal;
      vi.advanceTimersByTime(5_000);
      caller.abort();
      expect(sentSignal?.aborted).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ApiClient.download', () => {
  const RENEWAL = 'https://site.test/wp-admin/admin-ajax.php?action=rest-nonce';
  const BYTES = '\uFEFFID,Name\r\n1,Ann\r\n';
  const csv = (headers: Record<string, string> = {}) =>
    new Response(BYTES, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="campaign-1-teams.csv"',
        ...headers,
      },
    });

  it('GETs the file with the nonce in the header only, and answers its bytes and file name', async () => {
    const { fetchImpl, client } = clientAnswering(csv());
    const file = await client.download('export-campaign-csv', { query: { campaignId: 1, type: 'teams' } });
    expect(file.fileName).toBe('campaign-1-teams.csv');
    // The bytes as sent, byte order mark included (text() would drop it).
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([...new TextEncoder().encode(BYTES)]);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    // No _wpnonce in the query: WordPress would read it before the header.
    expect(url).toBe(`${PRETTY}/export-campaign-csv?campaignId=1&type=teams`);
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', headers: { 'X-WP-Nonce': 'nonce-1' } });
  });

  it('answers no file name when the host sends no Content-Disposition', async () => {
    const bare = new Response('a,b\r\n', { headers: { 'Content-Type': 'text/csv' } });
    expect((await clientAnswering(bare).client.download('export-campaign-csv')).fileName).toBeUndefined();
  });

  it('renews an expired nonce once and repeats the download with the fresh one', async () => {
    const seen: string[] = [];
    const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
      if (String(input) === RENEWAL) {
        seen.push('renew');
        return new Response('fresh12345');
      }
      const nonce = new Headers(init?.headers).get('X-WP-Nonce') ?? '';
      seen.push(nonce);
      return nonce === 'fresh12345'
        ? csv()
        : jsonResponse(
            { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
            403,
          );
    });
    const client = createApiClient({
      apiRoot: PRETTY,
      apiNonce: 'nonce-1',
      nonceRenewalUrl: RENEWAL,
      fetch: fetchImpl,
    });
    const file = await client.download('export-campaign-csv', { query: { campaignId: 1, type: 'teams' } });
    expect(await file.blob.text()).toBe(BYTES.slice(1));
    expect(seen).toEqual(['nonce-1', 'renew', 'fresh12345']);
  });

  it.each([
    [404, 'unknown_campaign', 'No such campaign.'],
    [403, 'rest_forbidden', 'Sorry, you are not allowed to do that.'],
  ])('a %d refusal is an ApiError with the server’s message, not a file', async (status, code, message) => {
    const { client } = clientAnswering(jsonResponse({ code, message, data: { status } }, status));
    const error = await failure(client.download('export-campaign-csv'));
    expect(error).toMatchObject({ kind: 'http', status, code, message });
  });

  it('a refusal without a message gets the generic one with its status', async () => {
    const { client } = clientAnswering(
      new Response('<h1>Oops</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failure(client.download('export-campaign-csv'));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.message).toContain('error 500');
  });

  it.each([
    ['JSON', jsonResponse({ rows: [] })],
    ['an HTML page', new Response('<html>Log in</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['no type', new Response('ID,Name\r\n')],
  ])('a 200 with %s is a parse error, never a file', async (_, response) => {
    const error = await failure(clientAnswering(response).client.download('export-campaign-csv'));
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
  });
});
