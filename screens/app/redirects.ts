/**
 * Where the server may send the browser after a change of auth state (SPEC 4). Registration and join answer
 * a path to append to the campaign URL; login answers an absolute URL. Either way the result must stay on the
 * campaign's origin: anything else (another host, `//host`, `javascript:`/`data:`, backslash tricks) is refused.
 */
export type RedirectResult = { ok: true; url: string } | { ok: false; reason: 'missing' | 'refused' };

// The patterns live in functions, not module constants, so that mutation testing can change them per test.
function hasScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

// Backslashes become slashes in URL parsing ('/\evil.test' is '//evil.test'); control characters are dropped.
function isSuspicious(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
  return /[\\\u0000-\u001f\u007f]/.test(url);
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Registration, join and login share one rule: a path is appended to the campaign URL and an absolute URL is
 * taken as is, because the same origin check guards both forms.
 */
export function resolveRedirect(serverRedirect: unknown, campaignUrl: string): RedirectResult {
  if (typeof serverRedirect !== 'string' || serverRedirect.trim() === '') return { ok: false, reason: 'missing' };
  const redirect = serverRedirect.trim();
  const campaign = parse(campaignUrl);
  if (!campaign || isSuspicious(redirect) || redirect.startsWith('//')) return { ok: false, reason: 'refused' };

  let target: URL | null;
  if (hasScheme(redirect)) {
    target = parse(redirect);
    if (target && target.protocol !== 'http:' && target.protocol !== 'https:') return { ok: false, reason: 'refused' };
  } else {
    // The campaign page without its query or hash; a redirect starting with '//' was refused above.
    const base = `${campaign.origin}${campaign.pathname}`.replace(/\/+$/, '');
    target = parse(`${base}/${redirect.replace(/^\//, '')}`);
  }
  if (!target || target.origin !== campaign.origin) return { ok: false, reason: 'refused' };
  return { ok: true, url: target.href };
}

/** A full page load: after login, registration or a join the page needs fresh host data and a fresh nonce. */
export function navigateFullPage(url: string): void {
  window.location.assign(url);
}
