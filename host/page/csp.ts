import { randomBytes } from 'node:crypto';

export const newNonce = (): string => randomBytes(16).toString('base64');

/** The strict policy of issue 6, section 4. */
export function cspHeader(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "frame-src 'self'",
    "connect-src 'self'",
    // Only this site may frame its pages (the app frames the donation form); no one can frame the login page.
    "frame-ancestors 'self'",
  ].join('; ');
}

/** For every HTML response, with or without --csp: the older header browsers without frame-ancestors read. */
export const FRAME_OPTIONS = 'SAMEORIGIN';
