import * as v from 'valibot';
import { buildApiUrl, type Query } from './apiUrl';
import { ApiError, httpErrorMessage, messages, readErrorBody } from './errors';
import { sessionExpiredMessage, type TypedValuesKept } from './sessionExpired';
import { createNonceKeeper, INVALID_NONCE_CODE } from './nonceRenewal';

export { buildApiUrl, type Query, type QueryValue } from './apiUrl';

export interface ApiClientOptions {
  /** window.GiveP2P.apiRoot, either `https://site/wp-json/…` or `https://site/?rest_route=/…`. */
  apiRoot: string;
  apiNonce: string;
  /**
   * window.GiveP2P.nonceRenewalUrl: on a 403 rest_cookie_invalid_nonce the client GETs a fresh nonce here once
   * and repeats the request. Absent: no renewal, the server's error is shown.
   */
  nonceRenewalUrl?: string;
  /**
   * Where the page's forms keep typed values when the session has expired for good, so the message says the
   * right way to go on: 'draft' (a reload restores them), 'page' (the default: only while the page stays open).
   */
  typedValuesKept?: TypedValuesKept;
  /** Milliseconds before a request is abandoned as a timeout. */
  timeoutMs?: number;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

export interface RequestOptions<TSchema extends v.GenericSchema> {
  method?: 'GET' | 'POST';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart (the browser writes the boundary). */
  body?: Record<string, unknown> | FormData;
  /** Checks the parsed JSON; an empty body (or WordPress's `null`) is checked as `{}`. */
  schema: TSchema;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(
    name: string,
    options: RequestOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>>;
  url(name: string, query?: Query): string;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const body = await response.text();
  if (body.trim() === '') return { ok: true, value: {} };
  try {
    const value = JSON.parse(body) as unknown;
    // WordPress sends an empty WP_REST_Response as the JSON text `null`: the same empty body.
    return { ok: true, value: value === null ? {} : value };
  } catch {
    return { ok: false };
  }
}

/** The one client every call goes through: URL joining, nonce, timeout and error mapping live here. */
export function createApiClient({
  apiRoot,
  apiNonce,
  nonceRenewalUrl,
  typedValuesKept = 'page',
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener('abort', forwardAbort);
    // The event fires only for a later abort: a signal aborted before the call would otherwise be sent anyway.
    if (signal?.aborted) forwardAbort();
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } catch {
      if (timedOut) throw new ApiError('timeout', messages.timeout());
      if (signal?.aborted) throw new ApiError('network', messages.cancelled());
      throw new ApiError('network', messages.network());
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  const nonces = createNonceKeeper(apiNonce, nonceRenewalUrl, (url) =>
    send(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'text/plain' } }, undefined),
  );

  return {
    url: (name, query) => buildApiUrl(apiRoot, name, query),

    async request(name, { method = 'GET', query, body, schema, signal }) {
      const isMultipart = body instanceof FormData;
      const attempt = async (nonce: string) => {
        const headers: Record<string, string> = { 'X-WP-Nonce': nonce, Accept: 'application/json' };
        if (!isMultipart) headers['Content-Type'] = 'application/json';
        const response = await send(
          buildApiUrl(apiRoot, name, query),
          {
            method,
            headers,
            credentials: 'same-origin',
            // JSON.stringify(undefined) is undefined: a call without a body sends none.
            body: isMultipart ? body : JSON.stringify(body),
          },
          signal,
        );
        try {
          return { response, parsed: await readJson(response) };
        } catch {
          throw new ApiError('network', messages.network(), { status: response.status });
        }
      };

      const sentNonce = nonces.current();
      let { response, parsed } = await attempt(sentNonce);
      let error = parsed.ok ? readErrorBody(parsed.value) : {};
      const nonceRefused = () => response.status === 403 && error.code === INVALID_NONCE_CODE;
      // An expired nonce (a tab left open overnight): renew it once and repeat the request, at most once, so a
      // host that keeps refusing cannot make the client loop.
      if (nonceRefused() && nonces.renewable) {
        const fresh = await nonces.renew(sentNonce);
        if (fresh !== null) {
          ({ response, parsed } = await attempt(fresh));
          error = parsed.ok ? readErrorBody(parsed.value) : {};
        }
        // Still refused: the renewal failed (nothing was repeated), or the repeat was refused too.
        if (nonceRefused()) {
          throw new ApiError('http', sessionExpiredMessage(error.message, method === 'POST', typedValuesKept), {
            status: 403,
            code: INVALID_NONCE_CODE,
          });
        }
      }

      if (!response.ok) {
        const { message, code } = error;
        throw new ApiError('http', message ?? httpErrorMessage(response.status), { status: response.status, code });
      }
      if (!parsed.ok) throw new ApiError('parse', messages.parse(), { status: response.status });
      const checked = v.safeParse(schema, parsed.value);
      if (!checked.success) throw new ApiError('parse', messages.parse(), { status: response.status });
      return checked.output;
    },
  };
}
