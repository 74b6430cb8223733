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
  ].join('; ');
}
