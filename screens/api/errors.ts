import * as v from 'valibot';
import { __, sprintf } from '../../design-system';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse';

/** Every failed call ends as one of these; `message` is fit to show on the page. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;

  constructor(kind: ApiErrorKind, message: string, details: { status?: number; code?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// WordPress: { code, message, data: { status } }; the plugin: { message }, { error, message } or { status, message }.
const errorBodySchema = v.looseObject({
  message: v.optional(v.string()),
  code: v.optional(v.union([v.string(), v.number()])),
  error: v.optional(v.unknown()),
});

/** The markup WordPress puts in its own messages (wp_die, the fatal error handler): read as text. */
const WORDPRESS_FORMATTING = new Set(['P', 'A', 'BR', 'STRONG', 'EM', 'B', 'I', 'CODE']);

/**
 * A message fit to show as text. WordPress's fatal error handler answers REST calls with HTML in `message`
 * ("<p>There has been a critical error…</p><p><a…>Learn more…</a></p>"): its paragraphs become sentences, never
 * tags on the page. Any other markup stays exactly as sent (and is shown as text), so nothing the server echoed
 * is hidden. DOMParser builds an inert document: no script runs, nothing loads.
 */
function plainText(message: string): string {
  if (!/<[a-z/!]/i.test(message)) return message.trim();
  const doc = new DOMParser().parseFromString(message, 'text/html');
  const elements = [...doc.body.querySelectorAll('*')];
  if (doc.head.childNodes.length > 0 || elements.some((element) => !WORDPRESS_FORMATTING.has(element.tagName)))
    return message.trim();
  for (const block of doc.body.querySelectorAll('p, br')) block.after(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The server's own message and code, when its error body carries them. */
export function readErrorBody(body: unknown): { message?: string; code?: string } {
  const result = v.safeParse(errorBodySchema, body);
  if (!result.success) return {};
  const { code, error } = result.output;
  const message = result.output.message === undefined ? '' : plainText(result.output.message);
  const errorCode = typeof error === 'string' ? error : undefined;
  return {
    message: message !== '' ? message : undefined,
    code: code !== undefined ? String(code) : errorCode,
  };
}

export function httpErrorMessage(status: number): string {
  return sprintf(
    /* translators: %d: HTTP status code */ __(
      'The server could not complete the request (error %d). Please try again.',
    ),
    status,
  );
}

export const messages = {
  network: () => __('Could not reach the server. Check your connection and try again.'),
  timeout: () => __('The server took too long to answer. Please try again.'),
  parse: () => __('The server sent an answer this page could not read. Please try again.'),
  cancelled: () => __('The request was cancelled.'),
};
