import { __ } from '../../design-system';
import { navigateFullPage, resolveRedirect } from '../app/redirects';

/** Thrown when the server's redirect is missing or would leave the campaign's origin; its message is for the page. */
export class RedirectRefusedError extends Error {
  constructor(reason: 'missing' | 'refused') {
    super(
      reason === 'refused'
        ? __('The server asked to send you to another website, so you were kept here. Please contact the site owner.')
        : __('The server did not say where to go next. Please reload the page.'),
    );
    this.name = 'RedirectRefusedError';
  }
}

/**
 * Follows a server-sent redirect as a full page load (SPEC 4): a path is appended to the campaign URL, an
 * absolute URL must be on the campaign's origin. Anything else (another host, `//host`, `javascript:`) throws
 * RedirectRefusedError, which useFormSubmit shows as the form-level error.
 */
export function followServerRedirect(serverRedirect: unknown, campaignUrl: string): void {
  const result = resolveRedirect(serverRedirect, campaignUrl);
  if (!result.ok) throw new RedirectRefusedError(result.reason);
  navigateFullPage(result.url);
}
