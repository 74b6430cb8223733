// URLs that come from the admin or the server (sponsor_url, sponsor_application_page, donation sourceLink)
// become links only when they are plainly web addresses: a `javascript:`, `data:` or `vbscript:` URL, a
// protocol-relative '//host', or relative junk is shown as text or dropped, never as a link.

// Control characters and backslashes are stripped or rewritten by URL parsers ('java\tscript:', '/\\evil').
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const SUSPICIOUS = /[\\\u0000-\u001f\u007f]/;
const HTTP_SCHEME = /^https?:\/\//i;

/** An absolute http(s) URL with a host, normalised; anything else is null. */
export function externalHttpUrl(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '' || SUSPICIOUS.test(value) || !HTTP_SCHEME.test(value)) return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * A link the host builds to one of its own pages (donation rows): a root-relative path such as
 * '/campaigns/x/team/4/', or an absolute http(s) URL. Null for anything else.
 */
export function pageLinkUrl(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value.startsWith('/') && !value.startsWith('//') && !SUSPICIOUS.test(value)) return value;
  return externalHttpUrl(value);
}
