import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { createNonceKeeper } from './nonceRenewal';
import { ApiError } from './errors';
import { jsonResponse, TEST_API_ROOT } from './testing/fakeFetch';

const RENEWAL = 'https://site.test/wp-admin/admin-ajax.php?action=rest-nonce';
const expired = () =>
  jsonResponse({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);
const anything = v.unknown();

/**
 * A host whose valid nonce is `valid`; the renewal URL answers `renewal()` (default: the valid nonce, as
 * admin-ajax.php?action=rest-nonce does for a signed-in user).
 */
function host(valid: string, renewal: () => Response | Promise<Response> = () => new Response(valid)) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === RENEWAL) {
      calls.push('renew');
      return renewal();
    }
    const nonce = new Headers(init?.headers).get('X-WP-Nonce');
    calls.push(`${url.split('/').at(-1)} ${nonce}`);
    return nonce === valid ? jsonResponse({ ok: true }) : expired();
  });
  return { calls, fetchImpl };
}

const client = (
  fetchImpl: typeof fetch,
  nonceRenewalUrl: string | null = RENEWAL,
  typedValuesKept: 'draft' | 'page' = 'draft',
) =>
  createApiClient({
    apiRoot: TEST_API_ROOT,
    apiNonce: 'old',
    nonceRenewalUrl: nonceRenewalUrl ?? undefined,
    typedValuesKept,
    fetch: fetchImpl,
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof ApiError) return error;
  throw new Error(`Expected an ApiError, got ${String(error)}`);
}

describe('nonce renewal', () => {
  it('renews an expired nonce once and repeats the request; later calls send the fresh nonce', async () => {
    const { calls, fetchImpl } = host('fresh12345');
    const api = client(fetchImpl);
    const body = { story: 'A long story' };
    expect(await api.request('update-fundraiser-profile', { method: 'POST', body, schema: anything })).toEqual({
      ok: true,
    });
    expect(calls).toEqual(['update-fundraiser-profile old', 'renew', 'update-fundraiser-profile fresh12345']);
    // The repeat carries the same body.
    expect(fetchImpl.mock.calls[2]?.[1]?.body).toBe(JSON.stringify(body));
    expect(fetchImpl.mock.calls[1]?.[1]).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'text/plain' },
    });
    await api.request('get-user-info', { schema: anything });
    expect(calls.at(-1)).toBe('get-user-info fresh12345');
  });

  it('shares one renewal between calls that fail together', async () => {
    const { calls, fetchImpl } = host('fresh12345');
    const api = client(fetchImpl);
    await Promise.all([
      api.request('a', { schema: anything }),
      api.request('b', { schema: anything }),
      api.request('c', { schema: anything }),
    ]);
    expect(calls.filter((c) => c === 'renew')).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('fresh12345')).sort()).toEqual([
      'a fresh12345',
      'b fresh12345',
      'c fresh12345',
    ]);
  });

  it.each([
    ['signed out (0, 400)', () => new Response('0', { status: 400 })],
    ['refused (-1, 403)', () => new Response('-1', { status: 403 })],
    ['an HTML error page', () => new Response('<html>Error</html>', { status: 200 })],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('renewal %s: a write fails with what to do, after one try', async (_label, renewal) => {
    const { calls, fetchImpl } = host('fresh12345', renewal);
    const error = await failure(
      client(fetchImpl).request('create-team', { method: 'POST', body: {}, schema: anything }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'rest_cookie_invalid_nonce' });
    expect(error.message).toBe(
      'Cookie check failed. Your session has expired. Reload the page: what you typed is kept as a draft.',
    );
    expect(calls).toEqual(['create-team old', 'renew']);
  });

  it('a write on a page whose forms keep no draft (the admin app) says to sign in again elsewhere and retry', async () => {
    const { calls, fetchImpl } = host('fresh12345', () => new Response('0', { status: 400 }));
    const error = await failure(
      client(fetchImpl, RENEWAL, 'page').request('admin-create-team', { method: 'POST', body: {}, schema: anything }),
    );
    expect(error.message).toBe(
      'Cookie check failed. Your session has expired. Sign in again in another tab, then try again: what you typed stays here.',
    );
    expect(calls).toEqual(['admin-create-team old', 'renew']);
  });

  it('the default promises no draft: a client that is not told its forms keep drafts says to sign in again', async () => {
    const { fetchImpl } = host('x', () => new Response('0', { status: 400 }));
    const error = await failure(
      createApiClient({ apiRoot: TEST_API_ROOT, apiNonce: 'old', nonceRenewalUrl: RENEWAL, fetch: fetchImpl }).request(
        'x',
        { method: 'POST', body: {}, schema: anything },
      ),
    );
    expect(error.message).not.toContain('draft');
    expect(error.message).toContain('Sign in again in another tab');
  });

  it('a read whose renewal is refused says to reload, without promising a draft', async () => {
    const { fetchImpl } = host('x', () => new Response('0', { status: 400 }));
    const error = await failure(client(fetchImpl).request('get-team', { schema: anything }));
    expect(error.message).toBe('Cookie check failed. Your session has expired. Reload the page.');
  });

  it('never loops: a renewed nonce that is refused too ends the call after one repeat', async () => {
    // The renewal answers a nonce the host still refuses.
    const { calls, fetchImpl } = host('never', () => new Response('stale12345'));
    const error = await failure(
      client(fetchImpl).request('create-team', { method: 'POST', body: {}, schema: anything }),
    );
    expect(error.code).toBe('rest_cookie_invalid_nonce');
    expect(error.message).toContain('Your session has expired');
    expect(calls).toEqual(['create-team old', 'renew', 'create-team stale12345']);
  });

  it('without a renewal URL: no renewal, the server’s error as today', async () => {
    const { calls, fetchImpl } = host('fresh12345');
    const error = await failure(client(fetchImpl, null).request('x', { method: 'POST', body: {}, schema: anything }));
    expect(error).toMatchObject({ kind: 'http', status: 403, message: 'Cookie check failed' });
    expect(calls).toEqual(['x old']);
  });

  it('another 403 (not the nonce) is not renewed', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ code: 'rest_forbidden', message: 'No.' }, 403));
    const error = await failure(client(fetchImpl).request('x', { schema: anything }));
    expect(error.message).toBe('No.');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('accepts a renewed nonce printed with a trailing newline', async () => {
    const { calls, fetchImpl } = host('fresh12345', () => new Response('fresh12345\n'));
    expect(await client(fetchImpl).request('x', { schema: anything })).toEqual({ ok: true });
    expect(calls).toEqual(['x old', 'renew', 'x fresh12345']);
  });

  it.each([
    ['a PHP notice before the nonce', 'Notice: Undefined index in x.php fresh12345'],
    ['text after the nonce', 'fresh12345 Warning: headers already sent'],
    ['one character', 'f'],
    ['five characters', 'fresh'],
    ['punctuation', '<b>!</b>'],
  ])('refuses a renewal answer that is not a nonce: %s', async (_label, answer) => {
    const { calls, fetchImpl } = host('fresh12345', () => new Response(answer));
    const error = await failure(client(fetchImpl).request('x', { schema: anything }));
    expect(error.message).toContain('Your session has expired');
    expect(calls).toEqual(['x old', 'renew']);
  });

  it('renews only on a 403: the same code with another status is the server’s error', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ code: 'rest_cookie_invalid_nonce', message: 'Odd.' }, 401));
    const error = await failure(client(fetchImpl).request('x', { schema: anything }));
    expect(error).toMatchObject({ status: 401, message: 'Odd.' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['refused for another reason', () => jsonResponse({ code: 'rest_forbidden', message: 'Not your team.' }, 403), 403],
    ['failing on the server', () => jsonResponse({ code: 'rest_cookie_invalid_nonce', message: 'Oops.' }, 500), 500],
  ])('a repeat %s shows that answer, not a session expiry', async (_label, repeat, status) => {
    let call = 0;
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === RENEWAL) return new Response('fresh12345');
      call += 1;
      return call === 1 ? expired() : repeat();
    });
    const error = await failure(client(fetchImpl).request('x', { method: 'POST', body: {}, schema: anything }));
    expect(error.status).toBe(status);
    expect(error.message).not.toContain('session');
  });
});

describe('createNonceKeeper', () => {
  const answering = (...nonces: string[]) => vi.fn(async () => new Response(nonces.shift() ?? '0', { status: 200 }));

  it('without a renewal URL never asks', async () => {
    const fetchText = answering('fresh12345');
    const keeper = createNonceKeeper('old', undefined, fetchText);
    expect(keeper.renewable).toBe(false);
    expect(await keeper.renew('old')).toBeNull();
    expect(fetchText).not.toHaveBeenCalled();
  });

  it('a call whose nonce was already replaced gets the new one without asking again', async () => {
    const fetchText = answering('fresh12345');
    const keeper = createNonceKeeper('old', RENEWAL, fetchText);
    expect(await keeper.renew('old')).toBe('fresh12345');
    expect(await keeper.renew('old')).toBe('fresh12345');
    expect(keeper.current()).toBe('fresh12345');
    expect(fetchText).toHaveBeenCalledTimes(1);
  });

  it('asks again when the renewed nonce expires in its turn', async () => {
    const fetchText = answering('fresh12345', 'later12345');
    const keeper = createNonceKeeper('old', RENEWAL, fetchText);
    expect(await keeper.renew('old')).toBe('fresh12345');
    expect(await keeper.renew('fresh12345')).toBe('later12345');
    expect(fetchText).toHaveBeenCalledTimes(2);
  });
});
