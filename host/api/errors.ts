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
/**
 * The plugin's own 404 bodies carry `status` (section 7: get-team and update-team-approval `false`, the
 * fundraiser calls `invalid_fundraiser`, the campaign ones `invalid_campaign`); ours keep the WP_Error fields and add
 * that key, so a client of either form reads them (tests/contract/wire.ts, host/api/contract.test.ts).
 */
const PLUGIN_NOT_FOUND: Record<string, string | false> = {
  team: false,
  fundraiser: 'invalid_fundraiser',
  campaign: 'invalid_campaign',
};

class NotFound extends ApiError {
  constructor(
    what: string,
    private readonly pluginStatus: string | false | undefined,
  ) {
    super(404, `p2p_${what}_not_found`, `The ${what} was not found.`);
  }

  override toJSON(): Record<string, unknown> {
    const body = super.toJSON();
    return this.pluginStatus === undefined ? body : { ...body, status: this.pluginStatus };
  }
}

export const notFound = (what: string): ApiError => new NotFound(what, PLUGIN_NOT_FOUND[what]);
export const badRequest = (code: string, message: string): ApiError => new ApiError(400, code, message);
