import { __, sprintf } from '../../design-system';

/**
 * The page's nonce expired and the host would not renew it (signed out meanwhile, or unreachable): only a reload
 * helps. A form's draft survives the reload, so a write says so. The server's own message comes first.
 */
export function sessionExpiredMessage(serverMessage: string | undefined, write: boolean): string {
  const advice = write
    ? __('Your session has expired. Reload the page: what you typed is kept as a draft.')
    : __('Your session has expired. Reload the page.');
  return serverMessage
    ? sprintf(
        /* translators: 1: the server's error message, 2: what to do (reload the page) */ __('%1$s. %2$s'),
        serverMessage,
        advice,
      )
    : advice;
}
