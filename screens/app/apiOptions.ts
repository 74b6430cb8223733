import type { ApiClientOptions } from '../api/client';
import type { HostConfig } from './hostConfig';

/**
 * The visitor app's API client settings, read from window.GiveP2P. Page stories build their client from the same
 * settings, so a story shows what the app would (the session-expired wording depends on `typedValuesKept`).
 */
export function visitorApiOptions(config: HostConfig): ApiClientOptions {
  return {
    apiRoot: config.apiRoot,
    apiNonce: config.apiNonce,
    nonceRenewalUrl: config.nonceRenewalUrl,
    // The visitor forms keep a draft across a reload (screens/forms/drafts).
    typedValuesKept: 'draft',
  };
}
