import * as v from 'valibot';

/*
 * The captain's writes answer when the host did the thing (sent_at, reminded_at). An empty 200 body, or an answer
 * without the time, is taken as done too: then the time of the call stands in for the host's.
 */

/** A time the host may leave out (missing or null), as text. */
export const maybeTime = v.optional(v.nullable(v.string()), null);

/** The host's time, or now when it left it out. */
export const doneAt = (time: string | null | undefined): string => time?.trim() || new Date().toISOString();
