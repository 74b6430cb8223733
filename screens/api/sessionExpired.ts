import { __, sprintf } from '../../design-system';

/**
 * What the page's forms do with typed values across a reload: the visitor app's forms keep a draft
 * ('draft'); the admin app's forms keep what was typed only while the page stays open ('page').
 */
export type TypedValuesKept = 'draft' | 'page';

/**
 * The page's nonce expired and the host would not renew it (signed out meanwhile, or unreachable). A read needs a
 * reload. A write says how not to lose what was typed: a reload restores a visitor form's draft; an admin form
 * keeps its values only on the page, and once the administrator has signed in again in another tab, the next
 * submit renews the nonce and goes through. The server's own message comes first.
 */
export function sessionExpiredMessage(
  serverMessage: string | undefined,
  write: boolean,
  kept: TypedValuesKept,
): string {
  let advice = __('Your session has expired. Reload the page.');
  if (write && kept === 'draft')
    advice = __('Your session has expired. Reload the page: what you typed is kept as a draft.');
  if (write && kept === 'page')
    advice = __('Your session has expired. Sign in again in another tab, then try again: what you typed stays here.');
  return serverMessage
    ? sprintf(
        /* translators: 1: the server's error message, 2: what to do (reload the page) */ __('%1$s. %2$s'),
        serverMessage,
        advice,
      )
    : advice;
}
