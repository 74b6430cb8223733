import * as v from 'valibot';
import { buildApiUrl, type Query } from './apiUrl';
import { attachmentFileName } from './attachmentFileName';
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

export interface DownloadOptions {
  query?: Query;
  signal?: AbortSignal;
}

/** A file the host sent: its bytes as sent, and the name its Content-Disposition gives (undefined without one). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(
    name: string,
    options: RequestOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>>;
  /**
   * GETs a CSV file (export-campaign-csv) with the nonce in the X-WP-Nonce header, renewed as for `request`. A
   * refusal is an ApiError with the server's message, as for `request`; a 200 that is not text/csv is a parse error.
   */
  download(name: string, options?: DownloadOptions): Promise<DownloadedFile>;
  url(name: string, query?: Query): string;
}

const CSV_TYPE = 'text/csv';

const isCsv = (response: Response): boolean =>
  (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() === CSV_TYPE;

/** One try of a call, read far enough to tell an expired nonce and the server's error message. */
interface Attempt {
  response: Response;
  error: { message?: string | undefined; code?: string | undefined };
}

/** The body read by `read`; a body that breaks off while being read is a network error with the status. */
async function readBody<T>(response: Response, read: (response: Response) => Promise<T>): Promise<T> {
  try {
    return await read(response);
  } catch {
    throw new ApiError('network', messages.network(), { status: response.status });
  }
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

  /**
   * Runs one attempt with the current nonce. An expired nonce (a tab left open overnight): renew it once and repeat
   * the attempt, at most once, so a host that keeps refusing cannot make the client loop. A refusal ends as an
   * ApiError with the server's message; an OK answer is returned as the attempt read it.
   */
  async function withFreshNonce<T extends Attempt>(method: string, attempt: (nonce: string) => Promise<T>): Promise<T> {
    const sentNonce = nonces.current();
    let result = await attempt(sentNonce);
    const nonceRefused = () => result.response.status === 403 && result.error.code === INVALID_NONCE_CODE;
    if (nonceRefused() && nonces.renewable) {
      const fresh = await nonces.renew(sentNonce);
      if (fresh !== null) result = await attempt(fresh);
      // Still refused: the renewal failed (nothing was repeated), or the repeat was refused too.
      if (nonceRefused()) {
        throw new ApiError('http', sessionExpiredMessage(result.error.message, method === 'POST', typedValuesKept), {
          status: 403,
          code: INVALID_NONCE_CODE,
        });
      }
    }
    const { response, error } = result;
    if (!response.ok) {
      throw new ApiError('http', error.message ?? httpErrorMessage(response.status), {
        status: response.status,
        code: error.code,
      });
    }
    return result;
  }

  return {
    url: (name, query) => buildApiUrl(apiRoot, name, query),

    async request(name, { method = 'GET', query, body, schema, signal }) {
      const isMultipart = body instanceof FormData;
      const { response, parsed } = await withFreshNonce(method, async (nonce) => {
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
        const parsed = await readBody(response, readJson);
        return { response, parsed, error: parsed.ok ? readErrorBody(parsed.value) : {} };
      });
      if (!parsed.ok) throw new ApiError('parse', messages.parse(), { status: response.status });
      const checked = v.safeParse(schema, parsed.value);
      if (!checked.success) throw new ApiError('parse', messages.parse(), { status: response.status });
      return checked.output;
    },

    async download(name, { query, signal } = {}) {
      const { response, file } = await withFreshNonce('GET', async (nonce) => {
        // The nonce goes in the header only: WordPress reads `_wpnonce` first when both are sent.
        const response = await send(
          buildApiUrl(apiRoot, name, query),
          {
            method: 'GET',
            headers: { 'X-WP-Nonce': nonce, Accept: `${CSV_TYPE}, application/json` },
            credentials: 'same-origin',
          },
          signal,
        );
        if (response.ok && isCsv(response)) {
          return { response, file: await readBody(response, (r) => r.blob()), error: {} };
        }
        // A refusal (or a 200 that is not the file): WordPress's JSON error, read as request() reads it.
        const parsed = await readBody(response, readJson);
        return { response, file: null, error: parsed.ok ? readErrorBody(parsed.value) : {} };
      });
      // A 200 that is not CSV (a plugin's JSON, a login page) must never be saved as a .csv file.
      if (!file) throw new ApiError('parse', messages.parse(), { status: response.status });
      return { blob: file, fileName: attachmentFileName(response.headers.get('Content-Disposition')) };
    },
  };
}
