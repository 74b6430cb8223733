/** WordPress's error code for a REST nonce that no longer matches (expired, or the session changed). */
export const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';

/** A WordPress nonce is 10 hex characters; '0' and '-1' are admin-ajax.php's refusals. */
const NONCE_TEXT = /^[0-9a-zA-Z]{6,64}$/;

export interface NonceKeeper {
  /** The nonce to send now (the page's, or the last renewed one). */
  current(): string;
  /** Whether the host offers renewal (window.GiveP2P.nonceRenewalUrl). */
  readonly renewable: boolean;
  /**
   * A fresh nonce after `stale` was refused, or null when the host refused or could not be reached. Calls that
   * overlap share one renewal; a call whose nonce was already replaced gets the new one without asking again.
   */
  renew(stale: string): Promise<string | null>;
}

export function createNonceKeeper(
  initial: string,
  renewalUrl: string | undefined,
  fetchText: (url: string) => Promise<Response>,
): NonceKeeper {
  let nonce = initial;
  let pending: Promise<string | null> | undefined;

  async function ask(url: string): Promise<string | null> {
    try {
      const response = await fetchText(url);
      const text = (await response.text()).trim();
      if (!response.ok || !NONCE_TEXT.test(text)) return null;
      nonce = text;
      return text;
    } catch {
      return null;
    }
  }

  return {
    current: () => nonce,
    renewable: renewalUrl !== undefined,
    renew(stale) {
      if (renewalUrl === undefined) return Promise.resolve(null);
      if (stale !== nonce) return Promise.resolve(nonce);
      pending ??= ask(renewalUrl).finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
