import type { Host } from '../context.ts';

/*
 * The host keeps gift times on its virtual clock (clock.ts: a fresh seed's newest gift is always "3 mins ago"),
 * and the fundraising tools' rows (thanks, shares, reminders, resent invitations) on the same clock. Their ISO times
 * go out moved onto the real clock, so a browser that words them against its own Date.now() says what the page
 * data's relativeDateString says.
 */

/** The host clock's "now" (virtual), for rows the tools write and the limits they check. */
export const toolNow = (host: Host): number => host.clock.now();

/** An ISO 8601 UTC time without milliseconds ("2026-11-28T17:05:00Z") for a time on the host's clock. */
export function isoTime(host: Host, at: number): string {
  const real = at + (Date.now() - host.clock.now());
  return new Date(Math.floor(real / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export const isoTimeOrNull = (host: Host, at: number | null | undefined): string | null =>
  at === null || at === undefined ? null : isoTime(host, at);
