import { ApiError } from './errors.ts';

/** Section 7.8's refusal when no row changes: 400 `{error:"update_failed", message}` (not a WP_Error body). */
class UpdateFailed extends ApiError {
  override toJSON(): Record<string, unknown> {
    return { error: 'update_failed', message: this.message };
  }
}

export const unchanged = (message: string): ApiError => new UpdateFailed(400, 'update_failed', message);
