/** How the fake admin server answers one call: a JSON body (with a status), a dropped connection, or never. */
export type AdminAnswer =
  | { body: unknown; status?: number; delayMs?: number }
  | { text: string; status?: number; contentType?: string; headers?: Record<string, string> }
  | { error: 'network' }
  | { pending: true };

/** One request the fake server saw: the call's name, its URL and its body (JSON, or FormData fields as text). */
export interface AdminRequest {
  name: string;
  method: string;
  url: URL;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  /** The request's Content-Type header as the client set it (null for a GET, or FormData left to fetch). */
  contentType: string | null;
  /** Every header the client set (X-WP-Nonce…). */
  headers: Headers;
  /** A multipart body as sent (files stay files), for the section 7 request checker. */
  form: FormData | null;
}

export type AdminAnswers = Record<string, AdminAnswer | ((request: AdminRequest) => AdminAnswer)>;

function callName(url: URL): string {
  return url.searchParams.get('rest_route')?.split('/').at(-1) ?? url.pathname.split('/').at(-1) ?? '';
}

function readBody(init: RequestInit | undefined): Record<string, unknown> | null {
  const body = init?.body;
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') {
    try {
      const parsed: unknown = JSON.parse(body);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : { value: parsed };
    } catch {
      return { text: body };
    }
  }
  if (body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    body.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : `[file ${value.name}]`;
    });
    return fields;
  }
  return null;
}

/**
 * A fetch that answers admin calls by name ('get-campaigns', 'clone-campaign'), for stories and tests. Every
 * request is pushed to `requests` so a test can check what crossed the wire; an unanswered call gets a 500
 * WordPress error naming it, so a missing answer shows on the page instead of hanging.
 */
export function adminFetch(answers: AdminAnswers, requests: AdminRequest[] = []): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const name = callName(url);
    const request: AdminRequest = {
      name,
      method: init?.method ?? 'GET',
      url,
      query: Object.fromEntries(url.searchParams),
      body: readBody(init),
      contentType: new Headers(init?.headers).get('Content-Type'),
      headers: new Headers(init?.headers),
      form: init?.body instanceof FormData ? init.body : null,
    };
    requests.push(request);
    const entry = answers[name];
    const answer = typeof entry === 'function' ? entry(request) : entry;
    if (!answer) {
      return new Response(JSON.stringify({ code: 'story_unhandled', message: `No answer for ${name}` }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if ('pending' in answer) return new Promise<Response>(() => undefined);
    if ('error' in answer) throw new TypeError('Failed to fetch');
    if ('text' in answer) {
      return new Response(answer.text, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': answer.contentType ?? 'text/html', ...answer.headers },
      });
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A WordPress REST error body, as the admin calls answer them. */
export function wpError(status: number, code: string, message: string): AdminAnswer {
  return { status, body: { code, message, data: { status } } };
}
