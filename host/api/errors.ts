/** A WordPress-style REST error: `{ code, message, data: { status } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }

  /** The body sent: WordPress's WP_Error form, unless a call answers its errors otherwise (admin-approval.ts). */
  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      data: this.params ? { status: this.status, params: this.params } : { status: this.status },
    };
  }
}

export const invalidNonce = (): ApiError => new ApiError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
export const noRoute = (): ApiError =>
  new ApiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
export const notLoggedIn = (): ApiError => new ApiError(401, 'rest_not_logged_in', 'You must be logged in to do that.');
export const forbidden = (message = 'Sorry, you are not allowed to do that.'): ApiError =>
  new ApiError(403, 'rest_forbidden', message);
export const notFound = (what: string): ApiError =>
  new ApiError(404, `p2p_${what}_not_found`, `The ${what} was not found.`);
export const badRequest = (code: string, message: string): ApiError => new ApiError(400, code, message);
